/** The search feature's pure part (types, rules, no React): safe on the server, in the browser, the proxy and tests. */
export { readSearchQuery } from './model/query';
