/**
 * Names of the session cookies, in a module of their own so that the header's tiny bundle carries
 * only these strings. On https the refresh cookie carries the `__Host-` prefix (which forces Secure,
 * no Domain and Path=/); plain http (local runs, tests) cannot use it.
 */
import { REFRESH_COOKIE_NAME } from '@/lib/config';

export { REFRESH_COOKIE_NAME };
export const SECURE_REFRESH_COOKIE_NAME = `__Host-${REFRESH_COOKIE_NAME}`;
/** Readable by page scripts on purpose: only the client id of a live session (no token), for the header link. */
export const SESSION_HINT_COOKIE_NAME = 'session_client';
/** HttpOnly: names the browser a session was started in, so a just-rotated token is answered only to it. */
export const BROWSER_COOKIE_NAME = 'session_browser';
export const SECURE_BROWSER_COOKIE_NAME = `__Host-${BROWSER_COOKIE_NAME}`;
