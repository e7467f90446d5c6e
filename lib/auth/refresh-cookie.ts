/**
 * A plain read of the refresh cookie, for code that must stay tiny (the header button): no
 * cookie library, no API layer. Writing the cookie is tokens.ts's job.
 */
import { REFRESH_COOKIE_NAME } from '@/lib/config';
import { liveSubject } from './jwt-claims';

export function readCookie(name: string, cookieHeader: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const value = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export function readRefreshCookie(cookieHeader = typeof document === 'undefined' ? '' : document.cookie): string | null {
  return readCookie(REFRESH_COOKIE_NAME, cookieHeader);
}

/** The client id of the live refresh token in the cookie, or null when there is no live session. */
export function refreshCookieSubject(cookieHeader?: string, now = Date.now()): string | null {
  return liveSubject(readRefreshCookie(cookieHeader), now);
}
