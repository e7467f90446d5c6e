/** The demo clinic API for unit tests: the same handlers, intercepted in-process. */
import { setupServer } from 'msw/node';

import { handlers } from './handlers';

export const server = setupServer(...handlers);
export { resetDemoState } from './lib/state';
