/** The auth feature's pure part (types, rules, no React): safe on the server, in the browser, the proxy and tests. */
export { MESSAGE_BUNDLES } from './model/message-bundles';
export type { MessageBundle } from './model/message-bundles';
export { SESSION_HINT_COOKIE_NAME } from './model/session-cookie-names';
