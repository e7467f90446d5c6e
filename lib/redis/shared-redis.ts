/**
 * What the instances share in Redis besides the page cache (renewal memory and locks), on the process's one
 * connection (lib/redis/connection.mjs). Null without `REDIS_URL`. A call that Redis does not answer within
 * the deadline fails, and the caller falls back to this instance's memory.
 */
import type { createClient } from 'redis';

import { serverEnv, type RawEnv } from '@/lib/env/server';

import { usableRedis } from './connection.mjs';

/** A Redis call slower than this counts as Redis being away. */
export const REDIS_CALL_TIMEOUT_MS = 200;

type SharedRedis = ReturnType<typeof createClient>;

export function withDeadline<T>(work: Promise<T>, ms = REDIS_CALL_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The connected client, or null when Redis is not configured, not reachable or its circuit breaker is open
 * (lib/redis/connection.mjs: one connection per process, shared with the page cache and the session limits).
 */
export async function sharedRedis(env?: RawEnv): Promise<SharedRedis | null> {
  if (!serverEnv(env).REDIS_URL) return null;
  return (await usableRedis()) as SharedRedis | null;
}

/** Keys of the site in Redis: the configured prefix, then the purpose. */
export function redisKey(...parts: string[]): string {
  return [serverEnv().REDIS_KEY_PREFIX, ...parts].join(':');
}
