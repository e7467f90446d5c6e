/**
 * The site's own session endpoints (`/session/obtain|refresh|logout`), shared by the browser (which
 * calls them) and the route handlers (which answer them). Answers: `{ access }` or `{ error: { code } }`.
 */

/** The site's own session endpoints (backend for frontend); excluded from the middleware's matcher. */
export const SESSION_BASE_PATH = '/session';

export type SessionAction = 'obtain' | 'refresh' | 'logout';

export const sessionPath = (action: SessionAction) => `${SESSION_BASE_PATH}/${action}`;

/** What a session endpoint answers on failure: `unauthorized` ends the session, the others do not. */
export type SessionErrorCode = 'unauthorized' | 'forbidden' | 'unsupported_media_type' | 'validation' | 'unavailable';
