/** The auth feature's server part: data access and route logic. */
import 'server-only';

export { guardProfile } from './server/profile-guard';
export { guardSessionCall } from './server/session-guard';
export { endSession, endSessionHere, obtainSession, refreshSession } from './server/session-routes';
