/**
 * The script-readable half of the session cookies: only the client id of a live session (the refresh
 * token itself is HttpOnly), read and cleared through js-cookie.
 */
import 'client-only';
import Cookies from 'js-cookie';
import { SESSION_HINT_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import { PROFILE_ID_PATTERN } from '@/lib/routes';

/** The client id the hint names, or null (no hint, something that is not an id, or no document: the server). */
export function sessionHintSubject(): string | null {
  if (typeof document === 'undefined') return null;
  const value = Cookies.get(SESSION_HINT_COOKIE_NAME)?.trim();
  return value && PROFILE_ID_PATTERN.test(value) ? value : null;
}

/** Forgets the header's hint at once (logout); the site's server clears both cookies for good. */
export function clearSessionHint(): void {
  Cookies.remove(SESSION_HINT_COOKIE_NAME, { path: '/', sameSite: 'strict' });
}
