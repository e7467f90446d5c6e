/** Every handler of the demo clinic API, in matching order (fault switches first). */
import { authHandlers } from './auth';
import { clientHandlers } from './clients';
import { contentHandlers } from './content';
import { demoHandlers } from './demo';
import { faultHandlers } from './faults';
import { formHandlers } from './forms';
import { mediaHandlers } from './media';

export const handlers = [
  ...faultHandlers,
  ...contentHandlers,
  ...formHandlers,
  ...authHandlers,
  ...clientHandlers,
  ...mediaHandlers,
  ...demoHandlers,
];
