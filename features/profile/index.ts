/** The public face of the profile feature for pages and other features: components and browser hooks. */
export { PROFILE_NAMESPACES } from './components/namespaces';
export { default as ProfileView } from './components/profile-view';
