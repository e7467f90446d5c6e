import { describe, expect, it } from 'vitest';

import type { VitalsReport } from '@/features/vitals/model';
import { memoryVitalsStore, redisVitalsStore } from '@/features/vitals/server';

import { redisForThisFile } from '../helpers/redis-server';

const redis = redisForThisFile();
const HOUR = 3_600_000;
const report = (lcp: number, visit = true): VitalsReport => ({
  template: 'home',
  locale: 'hy',
  visit,
  metrics: [{ name: 'LCP', value: lcp }],
});

describe('vitals in Redis', () => {
  it('adds up what every instance counted, over the last 24 hours only', async () => {
    const now = Date.now();
    // Two instances, each with its own fallback memory: only Redis can give one the other's counts.
    const first = redisVitalsStore(undefined, memoryVitalsStore());
    const second = redisVitalsStore(undefined, memoryVitalsStore());
    await first.add(report(900), now);
    await second.add(report(1000), now - 3 * HOUR);
    await second.add(report(1100, false), now);
    await first.add(report(2000), now - 30 * HOUR);

    const [row] = await first.summary(now);
    expect(row).toMatchObject({ template: 'home', locale: 'hy', visits: 2, p75: { LCP: 1110 }, samples: { LCP: 3 } });
    expect(await second.summary(now)).toEqual(await first.summary(now));
  });

  it('counts in memory while Redis is away, and says nothing false', async () => {
    const fallback = memoryVitalsStore();
    const store = redisVitalsStore(undefined, fallback);
    redis.freeze();
    try {
      await store.add(report(700));
    } finally {
      redis.thaw();
    }
    expect((await fallback.summary())[0]).toMatchObject({ visits: 1, p75: { LCP: 710 } });
  });
});
