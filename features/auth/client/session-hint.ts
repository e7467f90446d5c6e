/**
 * The script-readable half of the session cookies: only the client id of a live session (the refresh
 * token itself is HttpOnly). The header reads it on every page, so it is read here without a library;
 * clearing it (at logout) is clear-session-hint.ts, with js-cookie.
 */
import 'client-only';

import { SESSION_HINT_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import { PROFILE_ID_PATTERN } from '@/lib/routes';

const PREFIX = `${SESSION_HINT_COOKIE_NAME}=`;

/** The client id the hint names, or null (no hint, something that is not an id, or no document: the server). */
export function sessionHintSubject(): string | null {
  if (typeof document === 'undefined') return null;
  // A client id is digits only, so the value needs no decoding: anything else is not a hint.
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(PREFIX))
    ?.slice(PREFIX.length)
    .trim();
  return value && PROFILE_ID_PATTERN.test(value) ? value : null;
}
