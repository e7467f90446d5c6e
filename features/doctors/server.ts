/** The doctors feature's server part: data access and route logic. */
import 'server-only';

export { doctorsFilterRewrite } from './server/filter-rewrite';
export { getDoctor, getDoctors, getDoctorSlugs, getFeaturedDoctors } from './server/loaders';
