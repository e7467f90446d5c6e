/** The vitals feature's server face: the endpoint's handlers. */
import 'server-only';

export { vitalsEndpoint, VITALS_MAX_BODY_BYTES, VITALS_REPORTS_PER_MINUTE } from './server/vitals-route';
export { memoryVitalsStore, redisVitalsStore } from './server/vitals-store';
