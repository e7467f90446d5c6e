/** The news feature's server part: data access and route logic. */
import 'server-only';

export { getAllNews, getAllNewsItems, getLatestNews, getNewsItem, getNewsPage, getRelatedNews } from './server/source';
