/** The search feature's server part: data access and route logic. */
import 'server-only';

export { searchIndex } from './server/search-index';
