/** The doctors feature's pure part (types, rules, no React): safe on the server, in the browser, the proxy and tests. */
export { allVariants, doctorFilterPath, filterOfSegments } from './model/filter';
export type { FilterSegments } from './model/filter';
