import { describe, expect, it } from 'vitest';

import { pageTemplate, vitalsReportSchema } from '@/features/vitals/model';
import { bucketOf, p75 } from '@/features/vitals/model/histogram';

describe('a vitals report', () => {
  it.each([
    ['/', 'home'],
    ['/en', 'home'],
    ['/ru/services', 'services'],
    ['/services/ent', 'service'],
    ['/en/doctors/anna-hakobyan', 'doctor'],
    ['/news/page/2', 'news'],
    ['/ru/news/flu-season', 'news-item'],
    ['/en/static-content/privacy-policy', 'content'],
    ['/en/profile/42', 'profile'],
    ['/ru/unknown/page', 'other'],
  ])('names the template of %s: %s (never the slug or the client id)', (path, template) => {
    expect(pageTemplate(path)).toBe(template);
  });

  it('is the template, the language and the four numbers, nothing else', () => {
    const report = {
      template: 'service',
      locale: 'ru',
      visit: true,
      metrics: [
        { name: 'LCP', value: 1234.5 },
        { name: 'CLS', value: 0.02 },
      ],
    };
    expect(vitalsReportSchema.safeParse(report).success).toBe(true);
    for (const bad of [
      { ...report, url: '/ru/profile/42' },
      { ...report, template: '/ru/services/ent' },
      { ...report, locale: 'de' },
      { ...report, metrics: [] },
      { ...report, metrics: [{ name: 'FID', value: 10 }] },
      { ...report, metrics: [{ name: 'LCP', value: -1 }] },
      { ...report, metrics: [{ name: 'LCP', value: Number.MAX_SAFE_INTEGER }] },
      { ...report, metrics: [{ name: 'CLS', value: 1e6 }] },
      { ...report, metrics: Array.from({ length: 5 }, () => ({ name: 'INP', value: 80 })) },
    ]) {
      expect(vitalsReportSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('the histogram a metric is kept in', () => {
  it('reads the 75th percentile to within one bucket (10 ms; 0.001 for CLS)', () => {
    const lcp = new Map<number, number>();
    for (const value of [800, 900, 1000, 1100, 1200, 1300, 1400, 2500]) {
      const bucket = bucketOf('LCP', value);
      lcp.set(bucket, (lcp.get(bucket) ?? 0) + 1);
    }
    // Six of eight values are ≤ 1300 ms: the 75th percentile is in 1300's bucket, read as its upper edge.
    expect(p75('LCP', lcp)).toBe(1310);
    expect(
      p75(
        'CLS',
        new Map([
          [bucketOf('CLS', 0.05), 3],
          [bucketOf('CLS', 0.3), 1],
        ]),
      ),
    ).toBe(0.051);
    expect(p75('INP', new Map())).toBeNull();
  });

  it('puts everything past 10 s (a CLS of 1) in its last bucket', () => {
    expect(bucketOf('LCP', 60_000)).toBe(bucketOf('LCP', 10_000));
    expect(bucketOf('CLS', 5)).toBe(bucketOf('CLS', 1));
  });
});
