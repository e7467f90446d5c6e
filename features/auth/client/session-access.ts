import 'client-only';

import type { Locale } from '@/lib/locales';

import { sessionHintSubject } from './session-hint';

/**
 * Whether this page can call the clinic API as a signed-in client, renewing the access token from the HttpOnly
 * cookie when needed. Loads the session module (and the API layer) on first use.
 */
export async function ensureSignedIn(locale: Locale): Promise<boolean> {
  if (!sessionHintSubject()) return false;
  const session = await import('./session');
  return session.renewSession(locale);
}

/** The signed-in client's id from the session hint, or null. */
export const signedInSubject = (): string | null => sessionHintSubject();
