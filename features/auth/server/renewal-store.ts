/**
 * The renewal memory in Redis, shared by every instance (see refresh-results.ts for why it exists).
 * Keys hold only hashes; the answer (the new token pair) is sealed with AES-256-GCM under a key derived
 * from the presented refresh token, so reading Redis alone gives no token. Returns null whenever Redis is
 * not configured or fails, and the caller keeps the memory in its own process instead.
 */
import 'server-only';

import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

import type { TokenRefreshed } from '@/features/auth/api/calls';
import { redisKey, sharedRedis, withDeadline } from '@/lib/redis/shared-redis';

const WINDOW_MS = 10_000;
/** How long a second presentation waits for the first one's answer (another instance may be renewing). */
const WAIT_MS = 6000;
const POLL_MS = 100;

interface Record {
  state: 'pending' | 'done';
  /** Hash of the browser that presented the token first. */
  browser: string;
  /** Hash of the refresh token the renewal answered with. */
  next?: string;
  sealed?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function sealKey(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, 'clinic-site', 'renewal answer', 32));
}

function seal(answer: TokenRefreshed, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(token), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function unseal(sealed: string, token: string): TokenRefreshed {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(token), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as TokenRefreshed;
}

const renewalKey = (token: string) => redisKey('renewal', sha256(token));
const endedKey = (tokenHash: string) => redisKey('renewal-ended', tokenHash);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The shared answer for this token: renews when this call takes the lock, else waits for the holder's
 * answer. Null when Redis cannot be used (the caller falls back to its own memory).
 */
export async function sharedRenewal(
  token: string,
  browser: string,
  renew: () => Promise<TokenRefreshed>,
  notYours: () => Error,
  reportReuse: () => Promise<never>,
): Promise<TokenRefreshed | null> {
  const redis = await sharedRedis();
  if (!redis) return null;
  const key = renewalKey(token);
  let claimed: string | null;
  try {
    const pending: Record = { state: 'pending', browser };
    claimed = await withDeadline(
      redis.set(key, JSON.stringify(pending), { condition: 'NX', expiration: { type: 'PX', value: WINDOW_MS } }),
    );
  } catch {
    return null;
  }
  if (claimed === 'OK') {
    let renewed: TokenRefreshed;
    try {
      renewed = await renew();
    } catch (error) {
      await withDeadline(redis.del(key)).catch(() => undefined);
      throw error;
    }
    const done: Record = { state: 'done', browser, next: sha256(renewed.refresh ?? token), sealed: seal(renewed, token) };
    await withDeadline(redis.set(key, JSON.stringify(done), { expiration: { type: 'PX', value: WINDOW_MS } })).catch(() => undefined);
    return renewed;
  }
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    let record: Record | null;
    try {
      const raw = await withDeadline(redis.get(key));
      record = raw ? (JSON.parse(raw) as Record) : null;
    } catch {
      return null;
    }
    // The first call failed and was forgotten: this one may try.
    if (!record) return sharedRenewal(token, browser, renew, notYours, reportReuse);
    if (record.browser !== browser) return reportReuse();
    if (record.state === 'done' && record.sealed) {
      const ended = record.next ? await withDeadline(redis.exists(endedKey(record.next))).catch(() => 0) : 0;
      if (ended) throw notYours();
      return unseal(record.sealed, token);
    }
    await sleep(POLL_MS);
  }
  throw new Error('The renewal of another instance did not finish in time');
}

/** After a logout: the token ends, and no remembered answer that handed it out may be given again. */
export async function forgetSharedSession(tokenHash: string, windowMs = WINDOW_MS): Promise<void> {
  const redis = await sharedRedis();
  if (!redis) return;
  await withDeadline(
    Promise.all([
      redis.set(endedKey(tokenHash), '1', { expiration: { type: 'PX', value: windowMs } }),
      redis.del(redisKey('renewal', tokenHash)),
    ]),
  ).catch(() => undefined);
}
