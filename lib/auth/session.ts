/**
 * The session's actions: request a code, sign in (verify, then obtain the tokens), renew silently on
 * app start, log out. This module pulls in the API layer, so it is loaded with `import()` only when
 * one of them is needed.
 */
import { clearBrowserApiCache, getBrowserApi, setApiLocale } from '@/lib/api/client';
import { obtainToken, refreshToken, requestOtp, verifyOtp } from '@/lib/api/endpoints';
import { currentClientQuery, getQueryClient, queryKeys } from '@/lib/api/queries';
import type { Client, OtpRequested } from '@/lib/api/schemas';
import type { Locale } from '@/lib/config';
import { signalSession } from './session-signal';
import { sessionStore } from './session-store';
import { clearTokens, getAccessToken, getRefreshToken, onTokensCleared, onTokensSet, setTokens } from './tokens';

/** Whatever ends a session (logout, a failed renewal, a failed refresh in the API layer) forgets the client's data. */
onTokensCleared(() => {
  getQueryClient().clear();
  clearBrowserApiCache();
  signalSession(false);
});
onTokensSet(() => signalSession(true));
signalSession(!!getAccessToken());

export function requestSignInCode(phone: string, locale: Locale): Promise<OtpRequested> {
  setApiLocale(locale);
  return requestOtp(getBrowserApi(), { phone });
}

/** Loads the current client into the store (and the query cache the profile reads). */
export async function loadCurrentUser(locale: Locale): Promise<Client> {
  setApiLocale(locale);
  const client = await getQueryClient().fetchQuery({ ...currentClientQuery(locale), staleTime: 0 });
  sessionStore.setUser(client);
  return client;
}

export interface SignedIn {
  /** The client id (the access token's subject). */
  subject: string;
  /** The current client; null when loading it failed (the profile loads it again). */
  user: Client | null;
}

/**
 * The contract's order: verify the code (→ a single-use verification token), then exchange that
 * token for the token pair. Only then is anything stored.
 */
export async function signInWithCode(phone: string, code: string, locale: Locale): Promise<SignedIn> {
  setApiLocale(locale);
  const api = getBrowserApi();
  const { verificationToken } = await verifyOtp(api, { phone, code });
  const pair = await obtainToken(api, { phone, verificationToken });
  // Whatever a previous client left in this browser goes before the new session starts.
  getQueryClient().removeQueries({ queryKey: queryKeys.all });
  clearBrowserApiCache();
  setTokens(pair);
  const subject = sessionStore.getState().claims?.sub;
  if (!subject) {
    clearTokens();
    throw new Error('The access token carries no subject');
  }
  let user: Client | null = null;
  try {
    user = await loadCurrentUser(locale);
  } catch {
    // Signed in all the same; the profile shows the error and a retry.
  }
  return { subject, user };
}

let renewal: Promise<boolean> | null = null;

async function renew(locale: Locale): Promise<boolean> {
  const refresh = getRefreshToken();
  if (!refresh) return false;
  sessionStore.setRenewing(true);
  try {
    setApiLocale(locale);
    const pair = await refreshToken(getBrowserApi(), refresh);
    setTokens(pair);
    await loadCurrentUser(locale);
    return true;
  } catch {
    // Any failure ends the session silently: no message, the cookie goes.
    clearTokens();
    return false;
  } finally {
    sessionStore.setRenewing(false);
  }
}

/**
 * Silent renewal with the refresh cookie (app start). Resolves true when a session exists afterwards.
 * Concurrent callers (the header, the profile) share one renewal: the refresh token rotates, so a
 * second refresh with the same token would fail.
 */
export function renewSession(locale: Locale): Promise<boolean> {
  if (sessionStore.getState().loggedIn) return Promise.resolve(true);
  renewal ??= renew(locale).finally(() => {
    renewal = null;
  });
  return renewal;
}

/** Ends the session: the refresh cookie, the access token and every cached answer go. */
export function logout(): void {
  sessionStore.markLogout();
  clearTokens();
}
