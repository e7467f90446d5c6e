/**
 * The session's actions in the browser: request a code, sign in, renew silently, log out. The
 * refresh token stays in the HttpOnly cookie of the site's server; this page holds only the access
 * token. One session call at a time across tabs (session-lock.ts), the result handed to the other
 * tabs (session-signal.ts). This module pulls in the API layer, so it is loaded with `import()`; the sign-in calls
 * load when a code is asked for, so a signed-in page (the profile) never carries them.
 */
import 'client-only';

import type { OtpRequested } from '@/features/auth/api/calls';
import { decodeAccessClaims } from '@/features/auth/model/access-claims';
import { clearAccessToken, getAccessToken, onAccessTokenCleared, onAccessTokenSet, setAccessToken } from '@/features/auth/model/tokens';
import { loadCalls } from '@/lib/api/call-on-demand';
import { getBrowserApi, setBrowserTokenSource } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { getQueryClient, queryKeys } from '@/lib/api/query-client';
import type { Locale } from '@/lib/locales';

import { clearSessionHint } from './clear-session-hint';
import { clearPendingCode } from './pending-code';
import { withSessionLock } from './session-lock';
import { callSessionEndpoint } from './session-requests';
import { broadcastSession, onSessionBroadcast, signalSession } from './session-signal';
import { sessionStore } from './session-store';

/**
 * Bumped whenever the session ends here or in another tab: an answer to a call started in an
 * earlier epoch is dropped, so a refresh in flight cannot bring a logged-out session back.
 */
let epoch = 0;

/** Whatever ends a session forgets the client's data. */
onAccessTokenCleared(() => {
  getQueryClient().removeQueries({ queryKey: queryKeys.all });
  signalSession(false);
});
onAccessTokenSet(() => {
  // A session here or in another tab: no code waits to be entered in this tab any more.
  clearPendingCode();
  signalSession(true);
});
signalSession(!!getAccessToken());

function endHere(reason: 'logout' | 'expired') {
  epoch += 1;
  if (reason === 'logout') {
    sessionStore.markLogout();
    clearPendingCode();
  }
  clearAccessToken();
}

onSessionBroadcast((message) => {
  if (message.type === 'renewed') {
    if (message.access !== getAccessToken()) setAccessToken(message.access);
  } else {
    endHere(message.type === 'logout' ? 'logout' : 'expired');
  }
});

function isLive(token: string | null): token is string {
  const claims = decodeAccessClaims(token);
  return !!claims && claims.exp * 1000 > Date.now();
}

let renewal: Promise<string | null> | null = null;

async function renewUnderLock(failed: string | undefined, locale: Locale, started: number): Promise<string | null> {
  if (epoch !== started) return null;
  // Another tab renewed while this one waited for the lock: take its token instead of rotating again.
  const current = getAccessToken();
  if (isLive(current) && current !== failed) return current;
  const answer = await callSessionEndpoint('refresh', locale);
  if (epoch !== started) return null;
  if (!answer.ok || !answer.access) {
    if (!answer.ok && answer.ended) {
      endHere('expired');
      broadcastSession({ type: 'ended' });
    } else {
      sessionStore.setRenewalFailed();
    }
    return null;
  }
  setAccessToken(answer.access);
  broadcastSession({ type: 'renewed', access: answer.access });
  return answer.access;
}

/**
 * A new access token from the refresh cookie, or null when there is no session (any more).
 * Concurrent callers of this tab share one call; other tabs wait for the lock and take the result.
 */
export function renewAccessToken(failed: string | undefined, locale: Locale): Promise<string | null> {
  if (!renewal) {
    const started = epoch;
    sessionStore.setRenewing(true);
    renewal = withSessionLock(() => renewUnderLock(failed, locale, started)).finally(() => {
      renewal = null;
      sessionStore.setRenewing(false);
    });
  }
  return renewal;
}

setBrowserTokenSource({ getAccessToken, renewAccessToken });

/** Silent renewal on app start (a document load). Resolves true when a session exists afterwards. */
export async function renewSession(locale: Locale): Promise<boolean> {
  if (sessionStore.getState().loggedIn) return true;
  return (await renewAccessToken(undefined, locale)) !== null;
}

/** The sign-in calls; the phone step asks for them as it opens, so sending the code waits for nothing. */
export function loadSignInCalls() {
  return loadCalls(() => import('@/features/auth/api/calls'));
}

export async function requestSignInCode(phone: string, locale: Locale): Promise<OtpRequested> {
  const { requestOtp } = await loadSignInCalls();
  return requestOtp(getBrowserApi(locale), { phone });
}

export interface SignedIn {
  /** The client id (the access token's subject). */
  subject: string;
}

function sessionEndpointError(answer: { ended: boolean; status: number; retryAfterSeconds?: number }): ApiError {
  if (answer.ended) return new ApiError({ kind: 'unauthorized', status: 401 });
  if (answer.status === 429) return new ApiError({ kind: 'rate_limited', status: 429, retryAfterSeconds: answer.retryAfterSeconds });
  if (answer.status === 0) return new ApiError({ kind: 'network' });
  return new ApiError({ kind: answer.status === 400 ? 'validation' : 'server', status: answer.status });
}

/**
 * The contract's order: verify the code (→ a single-use verification token) with the clinic API,
 * then let the site's server exchange it for the token pair (it keeps the refresh token).
 */
export async function signInWithCode(phone: string, code: string, locale: Locale): Promise<SignedIn> {
  const { verifyOtp } = await loadSignInCalls();
  const { verificationToken } = await verifyOtp(getBrowserApi(locale), { phone, code });
  // The code is spent even if obtain fails: the next request for this phone gets a new one at once.
  clearPendingCode();
  const answer = await withSessionLock(() => callSessionEndpoint('obtain', locale, { phone, verificationToken }));
  if (!answer.ok) throw sessionEndpointError(answer);
  const subject = decodeAccessClaims(answer.access)?.sub;
  if (!answer.access || !subject) throw new ApiError({ kind: 'contract', message: 'The access token carries no subject' });
  // Whatever a previous client left in this browser goes before the new session starts.
  epoch += 1;
  getQueryClient().removeQueries({ queryKey: queryKeys.all });
  setAccessToken(answer.access);
  broadcastSession({ type: 'renewed', access: answer.access });
  return { subject };
}

/** Pauses between the tries of a logout call that did not reach the site's server. */
const LOGOUT_RETRY_DELAYS_MS = [500, 1500];

/** The logout call, tried again after a network error or a 5xx; true once the server has answered it. */
async function endOnServer(locale: Locale): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    const answer = await callSessionEndpoint('logout', locale);
    // 401: there was no session left to end, which is what a logout wants.
    if (answer.ok || answer.ended) return true;
    if (attempt >= LOGOUT_RETRY_DELAYS_MS.length || (answer.status >= 400 && answer.status < 500)) return false;
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_RETRY_DELAYS_MS[attempt]));
  }
}

/**
 * Ends the session everywhere: this page at once, the other tabs by message, then (after any call in
 * flight) the site's server revokes the refresh token at the clinic API and clears the cookies.
 * Resolves false when the server could not be reached even after retries: its cookie is still alive.
 */
export async function logout(locale: Locale): Promise<boolean> {
  // The hint first: ending the session signals the header, which reads the hint again.
  clearSessionHint();
  endHere('logout');
  broadcastSession({ type: 'logout' });
  const ended = await withSessionLock(() => endOnServer(locale));
  // Again, for a tab that took a token renewed while the logout waited for the lock.
  broadcastSession({ type: 'logout' });
  return ended;
}
