/** The phone feature's pure part (types, rules, no React): safe on the server, in the browser, the proxy and tests. */
export { countryFromHeaders, countryReply } from './model/country-header';
export { parsePhone } from './model/engine';
export { phoneInText } from './model/in-text';
export type { PhoneResult } from './model/types';
