/**
 * The one Redis connection of a process (`REDIS_URL`), shared by the cache handler, the session limits and
 * `/readyz`. Every call has a short timeout (`REDIS_TIMEOUT_MS`, 150 ms by default, at most 200) and goes
 * through a circuit breaker: after 3 failures in a row callers stop waiting on Redis and use their local
 * fallback at once, while a PING every second finds out when Redis is back. Plain JavaScript, because Next
 * loads the cache handler outside the bundle; the state lives on globalThis, so bundled routes and the handler
 * share one client and one breaker.
 */
import { createClient } from 'redis';

import { readEnv } from '../env/variables.mjs';
import { logger } from '../log/logger.mjs';
import { recordRedisBreaker, recordRedisError } from '../metrics/metrics.mjs';
import { createBreaker } from './breaker.mjs';

/** How long the first call of a process waits for the first connection (so the first revalidation is shared). */
/** @typedef {import('redis').RedisClientType<any, any, any, any, any>} RedisClient */
/**
 * @typedef {object} RedisState
 * @property {string} url
 * @property {RedisClient} client
 * @property {Promise<void> | null} first the first connection while it is under way
 * @property {ReturnType<typeof createBreaker>} breaker
 */

const FIRST_CONNECT_WAIT_MS = 1000;
const FAILURES_BEFORE_OPEN = 3;
const RETRY_EVERY_MS = 1000;

/** @param {import('../env/variables.mjs').RawEnv} [env] */
export function redisTimeoutMs(env) {
  return readEnv('REDIS_TIMEOUT_MS', env);
}

export class RedisUnavailable extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super(`Redis unavailable: ${reason}`);
    this.name = 'RedisUnavailable';
  }
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms, what = 'Redis') {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    /** @type {Promise<never>} */ (
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new RedisUnavailable(`${what} gave no answer within ${ms} ms`)), ms);
        timer.unref?.();
      })
    ),
  ]).finally(() => clearTimeout(timer));
}

/**
 * @param {string} url
 * @returns {RedisState}
 */
function create(url) {
  /** @type {RedisClient} */
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing: the local fallback answers meanwhile.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 + retries * 100, 1000) },
  });
  // Reconnection errors come every second while Redis is away; the breaker logs the outage once.
  client.on('error', () => {});
  const breaker = createBreaker({
    threshold: FAILURES_BEFORE_OPEN,
    retryMs: RETRY_EVERY_MS,
    probe: async () => client.isReady && (await withTimeout(client.ping(), redisTimeoutMs())) === 'PONG',
    onOpen: (/** @type {any} */ error) => {
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
  /** @type {RedisState} */
  const state = { url, client, first: null, breaker };
  state.first = withTimeout(client.connect(), FIRST_CONNECT_WAIT_MS, 'the first Redis connection')
    .then(() => {})
    .catch((error) => state.breaker.failure(error))
    .finally(() => {
      state.first = null;
    });
  return state;
}

const KEY = Symbol.for('clinic-site.redis');
/** The process's connection, shared by the bundled routes and the cache handler. */
const store = /** @type {Record<symbol, RedisState | undefined>} */ (globalThis);

/**
 * @param {import('../env/variables.mjs').RawEnv} [env]
 * @returns {RedisState | null}
 */
function shared(env) {
  const url = readEnv('REDIS_URL', env);
  if (!url) return null;
  const existing = store[KEY];
  if (existing?.url === url) return existing;
  return (store[KEY] = create(url));
}

/** @param {import('../env/variables.mjs').RawEnv} [env] */
export function redisConfigured(env) {
  return readEnv('REDIS_URL', env) !== undefined;
}

/**
 * The client when calls may go to Redis now (configured, connected, breaker closed); null means: use the fallback.
 * @returns {Promise<RedisClient | null>}
 */
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
 * caller falls back).
 * @template T
 * @param {(client: RedisClient) => Promise<T> | T} call
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function withRedis(call, { timeoutMs = redisTimeoutMs() } = {}) {
  const client = await usableRedis();
  if (!client) throw new RedisUnavailable('breaker open or not configured');
  const breaker = /** @type {RedisState} */ (store[KEY]).breaker;
  try {
    const result = await withTimeout(
      Promise.resolve().then(() => call(client)),
      timeoutMs,
    );
    breaker.success();
    return result;
  } catch (/** @type {any} */ error) {
    recordRedisError();
    breaker.failure(error);
    throw error instanceof RedisUnavailable ? error : new RedisUnavailable(error?.message ?? String(error));
  }
}

/** Whether the client is connected, or connects within `ms` (a reconnection under way). */
/**
 * @param {RedisClient} client
 * @param {number} ms
 * @returns {Promise<boolean>}
 */
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

/**
 * For `/readyz`: does Redis answer a PING within `timeoutMs`, whatever the breaker says?
 * @returns {Promise<{ configured: boolean, up: boolean, reason?: string }>}
 */
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
  } catch (/** @type {any} */ error) {
    return { configured: true, up: false, reason: error?.message ?? String(error) };
  }
}

/**
 * The raw client (rate limiter store); calls on it must still go through `withRedis`.
 * @returns {RedisClient | null}
 */
export function redisClient() {
  return shared()?.client ?? null;
}

/** Tests: closes the connection and forgets it. */
export async function closeRedis() {
  const state = store[KEY];
  if (!state) return;
  delete store[KEY];
  try {
    state.client.destroy();
  } catch {
    // never connected
  }
}
