// @vitest-environment node
/**
 * The one Redis connection of a process under faults (a real redis-server): every call gives up within the
 * timeout, the breaker stops callers from waiting at all after a few failures, and Redis is used again by
 * itself once it answers, without a restart of the process.
 */
import { describe, expect, it } from 'vitest';

import { pingRedis, RedisUnavailable, usableRedis, withRedis } from '@/lib/redis/connection.mjs';

import { redisForThisFile } from '../helpers/redis-server';

const redis = redisForThisFile();

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T | Error }> {
  const started = performance.now();
  const result = await work().catch((error: Error) => error);
  return { ms: performance.now() - started, result };
}

async function until(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${withinMs} ms`);
}

describe('shared Redis with a timeout and a circuit breaker', () => {
  it('answers while Redis is healthy', async () => {
    await withRedis((client) => client.set('probe', 'one'));
    expect(await withRedis((client) => client.get('probe'))).toBe('one');
    expect(await pingRedis()).toEqual({ configured: true, up: true });
  });

  it('gives up within 200 ms when Redis hangs, then stops waiting on it at all', async () => {
    redis.freeze();
    try {
      for (let i = 0; i < 3; i++) {
        const { ms, result } = await timed(() => withRedis((client) => client.get('probe')));
        expect(result).toBeInstanceOf(RedisUnavailable);
        expect(ms).toBeLessThan(260);
      }
      // The breaker is open: no wait on a Redis that does not answer.
      const { ms, result } = await timed(() => withRedis((client) => client.get('probe')));
      expect(result).toBeInstanceOf(RedisUnavailable);
      expect(ms).toBeLessThan(20);
      expect(await usableRedis()).toBeNull();
      const ping = await pingRedis(300);
      expect(ping.up).toBe(false);
    } finally {
      redis.thaw();
    }
    // Back by itself: the background probe closes the breaker.
    await until(async () => (await usableRedis()) !== null, 5000);
    expect(await withRedis((client) => client.get('probe'))).toBe('one');
  });

  it('survives a restart of Redis and uses it again without a restart of the process', async () => {
    await redis.stop();
    for (let i = 0; i < 4; i++) {
      const { ms, result } = await timed(() => withRedis((client) => client.get('probe')));
      expect(result).toBeInstanceOf(RedisUnavailable);
      expect(ms).toBeLessThan(260);
    }
    expect((await pingRedis()).up).toBe(false);
    await redis.restart();
    await until(async () => (await usableRedis()) !== null, 8000);
    await withRedis((client) => client.set('probe', 'two'));
    expect(await withRedis((client) => client.get('probe'))).toBe('two');
  });
});
