import { describe, expect, it } from 'vitest';

import { browserApiOrigin } from '@/lib/env/browser';
import { publicOrigin } from '@/lib/http/public-origin';
import { languageAlternates, localizedPath, pageMetadata } from '@/lib/seo';

describe('SEO helpers', () => {
  it('prefixes ru and en, never hy', () => {
    expect(localizedPath('hy', '/')).toBe('/');
    expect(localizedPath('hy', '/news/a')).toBe('/news/a');
    expect(localizedPath('ru', '/')).toBe('/ru');
    expect(localizedPath('en', '/services/ent')).toBe('/en/services/ent');
  });

  it('lists hreflang alternates for the three languages and x-default', () => {
    const alternates = languageAlternates('/contacts');
    expect(Object.keys(alternates).sort()).toEqual(['en-US', 'hy-AM', 'ru-RU', 'x-default']);
    expect(alternates['ru-RU']).toMatch(/\/ru\/contacts$/);
    expect(alternates['x-default']).toMatch(/[^/]\/contacts$/);
  });

  it('builds canonical and Open Graph data for a page', () => {
    const meta = pageMetadata({ locale: 'en', path: '/gallery', title: 'Gallery', description: 'Pictures' });
    expect(String(meta.alternates?.canonical)).toMatch(/\/en\/gallery$/);
    expect(meta.openGraph).toMatchObject({ locale: 'en_US', title: 'Gallery | Arevik Clinic' });
  });

  it("publishes an API picture's preview on the site's own origin, as the page shows it, and other pictures as they are", () => {
    const cover = { url: `${browserApiOrigin()}/media/news/flu.svg?v=2`, width: 1200, height: 630, alt: 'Flu season' };
    const meta = pageMetadata({ locale: 'en', path: '/news/flu', title: 'Flu', description: 'PCR', image: cover, type: 'article' });
    const expected = `${publicOrigin()}/media/news/flu.svg?v=2`;
    expect(meta.openGraph?.images).toEqual([{ ...cover, url: expected }]);
    expect(meta.twitter?.images).toEqual([expected]);

    const elsewhere = { url: 'https://cdn.example/cover.jpg', width: 10, height: 10, alt: '' };
    expect(pageMetadata({ locale: 'en', path: '/news/x', title: 'X', description: 'Y', image: elsewhere }).openGraph?.images).toEqual([
      elsewhere,
    ]);
    expect(pageMetadata({ locale: 'en', path: '/', title: 'Home', description: 'Z' }).twitter?.images).toEqual([
      `${publicOrigin()}/og-image.png`,
    ]);
  });
});
