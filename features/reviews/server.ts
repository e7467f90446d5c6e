/** The reviews feature's server part: data access. */
import 'server-only';

export { getFirstReviews, getLatestReviews } from './server/loaders';
