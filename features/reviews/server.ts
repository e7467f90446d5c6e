/** The reviews feature's server part: data access, and the home page's newest reviews. */
import 'server-only';

export { default as LatestReviews } from './server/latest-reviews';
export { getFirstReviews } from './server/loaders';
