/**
 * The one Redis connection of a process (`REDIS_URL`), shared by the cache handler, the session limits and
 * `/readyz`. Every call has a short timeout (`REDIS_TIMEOUT_MS`, 150 ms by default, at most 200) and goes
 * through a circuit breaker: after 3 failures in a row callers stop waiting on Redis and use their local
 * fallback at once, while a PING every second finds out when Redis is back. Plain JavaScript, because Next
 * loads the cache handler outside the bundle; the state lives on globalThis, so bundled routes and the handler
 * share one client and one breaker.
 */
import { createClient } from 'redis';

import { logger } from '../log/logger.mjs';
import { recordRedisBreaker, recordRedisError } from '../metrics/metrics.mjs';
import { createBreaker } from './breaker.mjs';

/** How long the first call of a process waits for the first connection (so the first revalidation is shared). */
const FIRST_CONNECT_WAIT_MS = 1000;
const FAILURES_BEFORE_OPEN = 3;
const RETRY_EVERY_MS = 1000;

/** Plain JavaScript, so it reads the variable itself; it is listed with the others in lib/env/variables.ts. */
export function redisTimeoutMs(env = process.env) {
  const value = Number(env.REDIS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 200) : 150;
}

export class RedisUnavailable extends Error {
  constructor(reason) {
    super(`Redis unavailable: ${reason}`);
    this.name = 'RedisUnavailable';
  }
}

export function withTimeout(promise, ms, what = 'Redis') {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new RedisUnavailable(`${what} gave no answer within ${ms} ms`)), ms);
      timer.unref?.();
    }),
  ]).finally(() => clearTimeout(timer));
}

function create(url) {
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing: the local fallback answers meanwhile.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 + retries * 100, 1000) },
  });
  const state = { url, client, first: null };
  // Reconnection errors come every second while Redis is away; the breaker logs the outage once.
  client.on('error', () => {});
  state.breaker = createBreaker({
    threshold: FAILURES_BEFORE_OPEN,
    retryMs: RETRY_EVERY_MS,
    probe: async () => client.isReady && (await withTimeout(client.ping(), redisTimeoutMs())) === 'PONG',
    onOpen: (error) => {
      recordRedisBreaker(true);
      logger.warn(
        { upstream: 'redis', reason: error?.message },
        'Redis (REDIS_URL) is unavailable: each instance serves from its own cache and counts limits in its own memory',
      );
    },
    onClose: () => {
      recordRedisBreaker(false);
      logger.info({ upstream: 'redis' }, 'Redis is back: the cache is shared again');
    },
  });
  state.first = withTimeout(client.connect(), FIRST_CONNECT_WAIT_MS, 'the first Redis connection')
    .catch((error) => state.breaker.failure(error))
    .finally(() => {
      state.first = null;
    });
  return state;
}

const KEY = Symbol.for('clinic-site.redis');

function shared(env = process.env) {
  const url = env.REDIS_URL;
  if (!url) return null;
  const existing = globalThis[KEY];
  if (existing?.url === url) return existing;
  return (globalThis[KEY] = create(url));
}

export function redisConfigured(env = process.env) {
  return Boolean(env.REDIS_URL);
}

/** The client when calls may go to Redis now (configured, connected, breaker closed); null means: use the fallback. */
export async function usableRedis() {
  const state = shared();
  if (!state) return null;
  if (state.first) await state.first;
  if (state.breaker.isOpen()) return null;
  if (!state.client.isReady) {
    state.breaker.failure(new RedisUnavailable('not connected'));
    return null;
  }
  return state.client;
}

/**
 * One Redis call under the timeout and the breaker: `call(client)`'s result, or a thrown RedisUnavailable (the
 * caller falls back). Errors the call throws on purpose (not Redis failures) pass through `isOwnError`.
 */
export async function withRedis(call, { timeoutMs = redisTimeoutMs() } = {}) {
  const client = await usableRedis();
  if (!client) throw new RedisUnavailable('breaker open or not configured');
  const breaker = globalThis[KEY].breaker;
  try {
    const result = await withTimeout(
      Promise.resolve().then(() => call(client)),
      timeoutMs,
    );
    breaker.success();
    return result;
  } catch (error) {
    recordRedisError();
    breaker.failure(error);
    throw error instanceof RedisUnavailable ? error : new RedisUnavailable(error?.message ?? String(error));
  }
}

/** Whether the client is connected, or connects within `ms` (a reconnection under way). */
function readyWithin(client, ms) {
  if (client.isReady) return Promise.resolve(true);
  if (ms <= 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      resolve(false);
    }, ms);
    timer.unref?.();
    client.once('ready', onReady);
  });
}

/** For `/readyz`: does Redis answer a PING within `timeoutMs`, whatever the breaker says? */
export async function pingRedis(timeoutMs = 1000) {
  const state = shared();
  if (!state) return { configured: false, up: true };
  const started = Date.now();
  if (state.first) await state.first;
  if (!(await readyWithin(state.client, timeoutMs - (Date.now() - started))))
    return { configured: true, up: false, reason: 'not connected' };
  try {
    await withTimeout(state.client.ping(), Math.max(1, timeoutMs - (Date.now() - started)));
    return { configured: true, up: true };
  } catch (error) {
    return { configured: true, up: false, reason: error?.message ?? String(error) };
  }
}

/** The raw client (rate limiter store); calls on it must still go through `withRedis`. */
export function redisClient() {
  return shared()?.client ?? null;
}

/** Tests: closes the connection and forgets it. */
export async function closeRedis() {
  const state = globalThis[KEY];
  if (!state) return;
  delete globalThis[KEY];
  try {
    state.client.destroy();
  } catch {
    // never connected
  }
}
