/** The public face of the contacts feature for pages and other features: components and browser hooks. */
export { default as ClinicMap } from './components/clinic-map';
export { default as ContactBlock } from './components/contact-block';
export { CLINIC_MAP_NAMESPACES } from './components/namespaces';
export { default as OpeningHours } from './components/opening-hours';
export { default as FindUs } from './components/find-us';
