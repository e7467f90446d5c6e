import { describe, expect, it } from 'vitest';

import { redirectRules } from '@/lib/redirects';

describe('redirects', () => {
  it('the configured root redirect applies to the root of every language', () => {
    const root = redirectRules('/services').filter((rule) => ['/', '/ru', '/en'].includes(rule.source));
    expect(root).toEqual([
      { source: '/', destination: '/services', permanent: false },
      { source: '/ru', destination: '/ru/services', permanent: false },
      { source: '/en', destination: '/en/services', permanent: false },
    ]);
  });

  it('an absolute root redirect leads every language to the same address', () => {
    const root = redirectRules('https://campaign.example/am').filter((rule) => ['/', '/ru', '/en'].includes(rule.source));
    expect(root.map((rule) => rule.destination)).toEqual(Array(3).fill('https://campaign.example/am'));
  });

  it('without configuration the roots are not redirected; the route rules hold in every language', () => {
    const rules = redirectRules('');
    expect(rules.some((rule) => ['/', '/ru', '/en'].includes(rule.source))).toBe(false);
    expect(rules).toContainEqual({ source: '/ru/about', destination: '/ru/about-us', permanent: true });
    expect(rules).toContainEqual({ source: '/testimonials', destination: '/reviews', permanent: true });
  });

  it('the news slugs renamed to US English lead permanently to the new ones, in every language', () => {
    const rules = redirectRules('');
    for (const prefix of ['', '/ru', '/en']) {
      expect(rules).toContainEqual({
        source: `${prefix}/news/check-up-programmes`,
        destination: `${prefix}/news/check-up-programs`,
        permanent: true,
      });
      expect(rules).toContainEqual({
        source: `${prefix}/news/expert-class-ultrasound`,
        destination: `${prefix}/news/high-end-ultrasound`,
        permanent: true,
      });
    }
  });
});
