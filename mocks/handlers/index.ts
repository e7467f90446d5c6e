/** Every handler of the demo clinic API, in matching order (fault switches and request checks first). */
import { bookingHandlers } from '@/features/booking/demo';
import { authHandlers } from './auth';
import { clientHandlers } from './clients';
import { contentHandlers } from './content';
import { demoHandlers } from './demo';
import { faultHandlers } from './faults';
import { formHandlers } from './forms';
import { mediaHandlers } from './media';
import { requestGuardHandlers } from './request-guards';

export const handlers = [
  ...faultHandlers,
  ...requestGuardHandlers,
  ...contentHandlers,
  ...formHandlers,
  ...authHandlers,
  ...clientHandlers,
  ...bookingHandlers,
  ...mediaHandlers,
  ...demoHandlers,
];
