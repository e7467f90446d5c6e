/**
 * The site server's memory of renewals just made, for a few seconds: a refresh token presented again
 * right after it was rotated (a second tab, a page reloaded while its renewal was in flight, so that
 * the browser never stored the new cookie) gets the same answer instead of a second rotation, which
 * the clinic API would take for a replay and answer by revoking the whole sign-in.
 *
 * With `REDIS_URL` the memory is shared by every instance (renewal-store.ts): the first presentation
 * takes a lock (`SET NX` with the window as expiry), the others wait for its answer, which is stored
 * encrypted with a key derived from the presented token and bound to the browser that made the first
 * call. Without Redis (or while it is away) one instance keeps it in its own memory.
 *
 * A just-rotated token presented by another browser is a copy: either a thief renewed first and this is
 * the patient, or the patient renewed first and this is the thief; the site cannot tell which. So it does
 * not decide: it hands the presentation on to the clinic API, whose reuse detection revokes the whole
 * sign-in (both copies end, the thief's new token too), and answers 401 whatever the API says. The patient
 * signs in again; the thief holds nothing (docs/security.md, "Refresh-token reuse").
 */
import 'server-only';

import { createHash } from 'node:crypto';

import { LRUCache } from 'lru-cache';

import type { TokenRefreshed } from '@/features/auth/api/calls';
import { ApiError } from '@/lib/api/errors';

import { forgetSharedSession, sharedRenewal } from './renewal-store';

/** Long enough for a reload or a second tab, short enough to leave replay detection to the API. */
export const REFRESH_REUSE_WINDOW_MS = 10_000;

interface Renewal {
  pending: Promise<TokenRefreshed>;
  /** Hash of the browser that presented the token first. */
  browser: string;
  /** Hash of the refresh token it answered with, once known. */
  next?: string;
}

const results = new LRUCache<string, Renewal>({ max: 10_000, ttl: REFRESH_REUSE_WINDOW_MS });

export const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

function notYours(): ApiError {
  return new ApiError({ kind: 'unauthorized', status: 401 });
}

/**
 * Another browser presents a token this site has just rotated: the API learns of the reuse (and revokes the
 * sign-in); this browser gets 401, never a pair, whatever the API answers.
 */
async function reportReuse(renew: () => Promise<TokenRefreshed>): Promise<never> {
  await renew().catch(() => undefined);
  throw notYours();
}

function renewLocally(token: string, browser: string, renew: () => Promise<TokenRefreshed>): Promise<TokenRefreshed> {
  const key = hashOf(token);
  const known = results.get(key);
  if (known) return known.browser === browser ? known.pending : reportReuse(renew);
  const renewal: Renewal = { pending: renew(), browser };
  results.set(key, renewal);
  renewal.pending.then(
    (renewed) => {
      renewal.next = hashOf(renewed.refresh ?? token);
    },
    () => results.delete(key),
  );
  return renewal.pending;
}

/**
 * Renews once per refresh token within the window; a failed renewal is not remembered. `browser` names
 * the browser presenting the token (its binding cookie): a copy of a just-rotated token presented by
 * another browser gets 401, not the new pair, and the API hears of it.
 */
export async function renewOnce(token: string, browser: string, renew: () => Promise<TokenRefreshed>): Promise<TokenRefreshed> {
  const shared = await sharedRenewal(token, hashOf(browser), renew, notYours, () => reportReuse(renew));
  return shared ?? renewLocally(token, hashOf(browser), renew);
}

/** After a logout: no remembered renewal may hand out the session again. */
export async function forgetSession(token: string): Promise<void> {
  const ended = hashOf(token);
  results.delete(ended);
  for (const [key, renewal] of results.entries()) if (renewal.next === ended) results.delete(key);
  await forgetSharedSession(ended, REFRESH_REUSE_WINDOW_MS);
}

/** Forgets every remembered renewal of this process (tests). */
export function forgetRenewals(): void {
  results.clear();
}
