/** The reviews feature's pure part (types, rules, no React): safe on the server, in the browser, the proxy and tests. */
export { reviewLimits } from './model/review-limits';
