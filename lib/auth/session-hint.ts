/**
 * The script-readable half of the session cookies: only the client id of a live session (the refresh
 * token itself is HttpOnly). A plain cookie read, so the header button stays tiny.
 */
import { SESSION_HINT_COOKIE_NAME } from '@/lib/auth/session-cookie-names';
import { PROFILE_ID_PATTERN } from '@/lib/routes';

export function sessionHintSubject(cookieHeader = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== SESSION_HINT_COOKIE_NAME) continue;
    const value = pair.slice(index + 1).trim();
    return PROFILE_ID_PATTERN.test(value) ? value : null;
  }
  return null;
}
