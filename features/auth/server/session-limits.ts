/**
 * How often one client address may call the site's session endpoints: 10 sign-ins and 60 renewals (and 60
 * logouts) a minute by default, `SESSION_SIGNINS_PER_MINUTE` / `SESSION_RENEWALS_PER_MINUTE` otherwise. With
 * `REDIS_URL` the counts live in Redis, so every instance counts together (rate-limiter-flexible); while Redis is
 * away or slow (lib/redis/connection.mjs), each instance counts in its own memory.
 */
import 'server-only';

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { serverEnv, type RawEnv } from '@/lib/env/server';
import { redisClient, redisConfigured, withRedis } from '@/lib/redis/connection.mjs';

export type SessionLimitKind = 'obtain' | 'refresh' | 'logout';

export const SESSION_LIMIT_WINDOW_SECONDS = 60;

export const DEFAULT_SESSION_LIMITS: Record<SessionLimitKind, number> = { obtain: 10, refresh: 60, logout: 60 };

export function sessionLimits(env?: RawEnv): Record<SessionLimitKind, number> {
  const { SESSION_SIGNINS_PER_MINUTE, SESSION_RENEWALS_PER_MINUTE } = serverEnv(env);
  return { obtain: SESSION_SIGNINS_PER_MINUTE, refresh: SESSION_RENEWALS_PER_MINUTE, logout: SESSION_RENEWALS_PER_MINUTE };
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface SessionLimiter {
  consume(kind: SessionLimitKind, address: string): Promise<LimitVerdict>;
}

const refused = (res: RateLimiterRes): LimitVerdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

export function createSessionLimiter(env?: RawEnv): SessionLimiter {
  const limits = sessionLimits(env);
  const prefix = `${serverEnv(env).REDIS_KEY_PREFIX}:limit`;
  const kinds = Object.keys(limits) as SessionLimitKind[];
  const options = (kind: SessionLimitKind) => ({
    points: limits[kind],
    duration: SESSION_LIMIT_WINDOW_SECONDS,
    keyPrefix: `${prefix}:${kind}`,
  });
  const memory = Object.fromEntries(kinds.map((kind) => [kind, new RateLimiterMemory(options(kind))])) as Record<
    SessionLimitKind,
    RateLimiterMemory
  >;
  let shared: Record<SessionLimitKind, RateLimiterRedis> | null = null;
  const sharedLimiter = (kind: SessionLimitKind) => {
    const client = redisConfigured(env) ? redisClient() : null;
    if (!client) return null;
    shared ??= Object.fromEntries(
      kinds.map((kind) => [
        kind,
        new RateLimiterRedis({ ...options(kind), storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true }),
      ]),
    ) as Record<SessionLimitKind, RateLimiterRedis>;
    return shared[kind];
  };

  return {
    async consume(kind, address) {
      const limiter = sharedLimiter(kind);
      if (limiter) {
        try {
          // A refusal (points spent) is a value here, so only a failure of Redis itself counts against the breaker.
          const refusal = await withRedis(() =>
            limiter.consume(address).then(
              () => null,
              (error: unknown) => (error instanceof RateLimiterRes ? error : Promise.reject(error)),
            ),
          );
          return refusal ? refused(refusal) : { allowed: true };
        } catch {
          // Redis away or slow: count here.
        }
      }
      try {
        await memory[kind].consume(address);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) return refused(error);
        throw error;
      }
    },
  };
}
