/** The news feature's server part: data access and route logic. */
import 'server-only';

export { getAllNews, getNewsPage } from './server/source';
