/** The gallery feature's server part: data access. */
import 'server-only';

export { getCertificates, getGallery } from './server/loaders';
