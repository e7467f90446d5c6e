/** The public face of the doctors feature for pages and other features: components and browser hooks. */
export { default as DoctorCard } from './components/doctor-card';
export { default as DoctorDirectory } from './components/doctor-directory';
export { default as DoctorProfile } from './components/doctor-profile';
