// @vitest-environment node
/**
 * The session limits with `REDIS_URL` (a real redis-server): two instances count together, and with Redis
 * gone each instance goes on counting in its own memory, answering at once.
 */
import { describe, expect, it } from 'vitest';

import { createSessionLimiter } from '@/features/auth/server/session-limits';

import { redisForThisFile } from '../helpers/redis-server';

const redis = redisForThisFile();
const env = () => ({ ...process.env, REDIS_KEY_PREFIX: `limits-test-${Date.now()}` });

describe('session limits shared through Redis', () => {
  it('two instances share one count per address', async () => {
    const shared = env();
    const a = createSessionLimiter(shared);
    const b = createSessionLimiter(shared);
    for (let i = 0; i < 6; i++) expect(await a.consume('obtain', '203.0.113.1')).toEqual({ allowed: true });
    for (let i = 0; i < 4; i++) expect(await b.consume('obtain', '203.0.113.1')).toEqual({ allowed: true });
    const refused = await b.consume('obtain', '203.0.113.1');
    expect(refused.allowed).toBe(false);
    expect(await a.consume('obtain', '203.0.113.1')).toMatchObject({ allowed: false });
    expect(await a.consume('obtain', '203.0.113.2')).toEqual({ allowed: true });
  });

  it('with Redis stopped, limits still hold per instance and no call waits on Redis', async () => {
    const limiter = createSessionLimiter(env());
    await redis.stop();
    try {
      const started = performance.now();
      for (let i = 0; i < 10; i++) expect(await limiter.consume('obtain', '203.0.113.3')).toEqual({ allowed: true });
      expect((await limiter.consume('obtain', '203.0.113.3')).allowed).toBe(false);
      expect(performance.now() - started).toBeLessThan(11 * 200);
    } finally {
      await redis.restart();
    }
  });
});
