/**
 * In-memory state of the demo API: lives as long as the process (or until a test resets it). Every
 * store is bounded (the oldest entries go first) and its entries expire, so no caller can grow it
 * without limit.
 */
import { LRUCache } from 'lru-cache';

import { clientIdForPhone, generateClient, type ClientRecord } from '@/features/profile/demo/data';
import type { Locale } from '@/lib/locales';
import type { ServiceSlug } from '@/lib/routes';

import { DEFAULT_LIMITS, demoEnv, OTP_TTL_SECONDS, VERIFICATION_TTL_SECONDS } from './env';

export interface OtpEntry {
  code: string;
  expiresAt: number;
  resendAt: number;
  attempts: number;
}

export interface RefreshEntry {
  sub: string;
  /** Every token rotated from one sign-in shares its family; reuse of any of them revokes it all. */
  family: string;
  /** Seconds since the epoch: this token's own expiry. */
  expiresAt: number;
  /** Seconds since the epoch: the end of the session, fixed at sign-in; rotation never moves it. */
  sessionExpiresAt: number;
}

/** A fixed-window counter (per address or per phone). */
export interface Counter {
  count: number;
  /** ms since the epoch */
  resetAt: number;
}

export interface StoredApplication {
  id: number;
  reference: string;
  createdAt: string;
  name: string;
  phone: string;
  service: ServiceSlug;
  doctor?: string;
  preferredDays?: string[];
  preferredTime?: string;
  contactChannel: string;
  message?: string;
  locale: Locale;
}

/** What an Idempotency-Key stands for: the body it came with and the answer it got. */
export interface IdempotentAnswer {
  fingerprint: string;
  data: { id: number; reference: string; createdAt: string };
}

/** Idempotency keys are kept a day: a repeat within it answers the first answer again. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export interface PendingReview {
  id: number;
  author: string;
  text: string;
  rating: number;
  service?: ServiceSlug;
  createdAt: string;
  locale: Locale;
}

/** Bounded, expiring store; its clock is Date.now, so tests that move the date move it too. */
function store<V extends object>(ttlSeconds: number) {
  return new LRUCache<string, V>({
    max: DEFAULT_LIMITS.storeMaxEntries,
    ttl: ttlSeconds * 1000,
    perf: { now: () => Date.now() },
  });
}

/** Longest a refresh token or its trace is kept: the absolute session lifetime. */
const tokenStoreTtl = () => demoEnv.sessionMaxAgeSeconds();

function emptyState() {
  return {
    otps: store<OtpEntry>(OTP_TTL_SECONDS),
    /** verification token → phone and expiry */
    verifications: store<{ phone: string; expiresAt: number }>(VERIFICATION_TTL_SECONDS),
    clientsById: new Map<number, ClientRecord>(),
    clientsByPhone: new Map<string, ClientRecord>(),
    /** Client ids removed for good (a token naming one is refused). */
    deletedClients: new Set<number>(),
    /** live refresh tokens by jti */
    refresh: store<RefreshEntry>(tokenStoreTtl()),
    /** jti of a token already rotated → its family (a replay revokes the family) */
    rotated: store<{ family: string }>(tokenStoreTtl()),
    /** per client address: code requests and verifications in the current window */
    otpRequestsByAddress: store<Counter>(DEFAULT_LIMITS.addressWindowSeconds * 6),
    otpVerificationsByAddress: store<Counter>(DEFAULT_LIMITS.addressWindowSeconds * 6),
    /** wrong codes per phone and client address, across codes */
    otpFailuresByPhone: store<Counter>(DEFAULT_LIMITS.phoneFailureWindowSeconds),
    /** codes sent per phone, from any address */
    otpRequestsByPhone: store<Counter>(DEFAULT_LIMITS.phoneFailureWindowSeconds),
    applications: [] as StoredApplication[],
    /** Idempotency-Key → the application it created */
    applicationKeys: store<IdempotentAnswer>(IDEMPOTENCY_TTL_SECONDS),
    pendingReviews: [] as PendingReview[],
    nextApplicationId: 1,
    nextReviewId: 1001,
  };
}

export const demoState = emptyState();

const resetListeners: Array<() => void> = [];

/** Stores kept beside this one (a feature's demo behaviour) forget their entries with it. */
export function onDemoStateReset(listener: () => void): void {
  resetListeners.push(listener);
}

/** Forgets every code, token, client, application, pending testimonial and booking (for tests). */
export function resetDemoState(): void {
  Object.assign(demoState, emptyState());
  for (const listener of resetListeners) listener();
}

export function clientForPhone(phone: string): ClientRecord {
  const known = demoState.clientsByPhone.get(phone);
  if (known) return known;
  let id = clientIdForPhone(phone);
  while (demoState.clientsById.has(id)) id = id >= 999999 ? 100000 : id + 1;
  const client = generateClient(id, phone);
  demoState.clientsById.set(id, client);
  demoState.clientsByPhone.set(phone, client);
  return client;
}

/** The client a valid token names, generated again after a restart of the demo API (null if the phone is taken). */
export function restoreClient(id: number, phone: string): ClientRecord | null {
  if (!Number.isInteger(id) || typeof phone !== 'string' || demoState.clientsByPhone.has(phone)) return null;
  if (demoState.deletedClients.has(id)) return null;
  const client = generateClient(id, phone);
  demoState.clientsById.set(id, client);
  demoState.clientsByPhone.set(phone, client);
  return client;
}

/** Kept submissions: the newest ones, up to this many of each kind. */
export const MAX_KEPT_SUBMISSIONS = 1000;

export function keepBounded<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > MAX_KEPT_SUBMISSIONS) list.splice(0, list.length - MAX_KEPT_SUBMISSIONS);
}

/** Removes a client for good: their tokens stop working (test mode switch). */
export function deleteClient(id: number): boolean {
  const client = demoState.clientsById.get(id);
  demoState.deletedClients.add(id);
  if (!client) return false;
  demoState.clientsById.delete(id);
  demoState.clientsByPhone.delete(client.phone);
  revokeRefreshTokensOf(String(id));
  return true;
}

/** Revokes every live token of one sign-in. */
export function revokeFamily(family: string): number {
  let count = 0;
  for (const [jti, entry] of demoState.refresh.entries()) {
    if (entry.family === family) {
      demoState.refresh.delete(jti);
      count += 1;
    }
  }
  return count;
}

/**
 * Counts one event in a fixed window; answers the seconds to wait when the limit is already
 * reached (the event is then not counted), else null.
 */
export function hitLimit(
  counters: LRUCache<string, Counter>,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): number | null {
  const current = counters.get(key);
  const counter = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowSeconds * 1000 };
  if (counter.count >= limit) return Math.max(1, Math.ceil((counter.resetAt - now) / 1000));
  counter.count += 1;
  counters.set(key, counter, { ttl: Math.max(1000, counter.resetAt - now) });
  return null;
}

export function revokeRefreshTokensOf(sub: string): number {
  let count = 0;
  for (const [jti, entry] of demoState.refresh.entries()) {
    if (entry.sub === sub) {
      demoState.refresh.delete(jti);
      count += 1;
    }
  }
  return count;
}
