/**
 * The site server's memory of renewals just made, for a few seconds: a refresh token presented again
 * right after it was rotated (a second tab, a page reloaded while its renewal was in flight, so that
 * the browser never stored the new cookie) gets the same answer instead of a second rotation, which
 * the clinic API would take for a replay and answer by revoking the whole sign-in. Concurrent
 * presentations share one call. In-memory per server process: several instances need a shared store
 * (e.g. Redis) or sticky sessions for this to hold across them.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TokenRefreshed } from '@/lib/api/schemas';

/** Long enough for a reload or a second tab, short enough to leave replay detection to the API. */
export const REFRESH_REUSE_WINDOW_MS = 10_000;

interface Renewal {
  pending: Promise<TokenRefreshed>;
  /** Hash of the refresh token it answered with, once known. */
  next?: string;
}

const results = new LRUCache<string, Renewal>({ max: 10_000, ttl: REFRESH_REUSE_WINDOW_MS });

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Renews once per refresh token within the window; a failed renewal is not remembered. */
export function renewOnce(token: string, renew: () => Promise<TokenRefreshed>): Promise<TokenRefreshed> {
  const key = keyOf(token);
  const known = results.get(key);
  if (known) return known.pending;
  const renewal: Renewal = { pending: renew() };
  results.set(key, renewal);
  renewal.pending.then(
    (renewed) => {
      renewal.next = keyOf(renewed.refresh ?? token);
    },
    () => results.delete(key),
  );
  return renewal.pending;
}

/** After a logout: no remembered renewal may hand out the session again. */
export function forgetSession(token: string): void {
  const ended = keyOf(token);
  results.delete(ended);
  for (const [key, renewal] of results.entries()) if (renewal.next === ended) results.delete(key);
}

/** Forgets every remembered renewal (tests). */
export function forgetRenewals(): void {
  results.clear();
}
