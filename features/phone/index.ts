/** The public face of the phone feature for pages and other features: components and browser hooks. */
export { loadPhoneEngine } from './components/load-phone-engine';
export { PHONE_NAMESPACES } from './components/namespaces';
export { default as PhoneInput } from './components/phone-input';
