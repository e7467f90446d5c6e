/**
 * Names of the session cookies, in a module of their own so that the header's tiny bundle carries
 * only these strings. On https the refresh cookie carries the `__Host-` prefix (which forces Secure,
 * no Domain and Path=/); plain http (local runs, tests) cannot use it.
 */
/** The refresh cookie: HttpOnly, read only by the site's server. */
export const REFRESH_COOKIE_NAME = 'refresh_token';
/**
 * The spec passes "24*3600" to a cookie library that counts in days — a unit slip (that is 236 years).
 * The cookie instead lives exactly as long as the refresh token it holds: its `exp` claim decides,
 * and this is the fallback when a token carries no `exp` (one day, i.e. 24*3600 seconds).
 */
export const REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS = 24 * 3600;
export const SECURE_REFRESH_COOKIE_NAME = `__Host-${REFRESH_COOKIE_NAME}`;
/** Readable by page scripts on purpose: only the client id of a live session (no token), for the header link. */
export const SESSION_HINT_COOKIE_NAME = 'session_client';
/** HttpOnly: names the browser a session was started in, so a just-rotated token is answered only to it. */
export const BROWSER_COOKIE_NAME = 'session_browser';
export const SECURE_BROWSER_COOKIE_NAME = `__Host-${BROWSER_COOKIE_NAME}`;
