/** The content feature's server part: data access. */
import 'server-only';

export { STATIC_PAGE_SLUGS } from './api/calls';
export { getStaticPage, getStaticPages } from './server/loaders';
