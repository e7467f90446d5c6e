import { describe, expect, it } from 'vitest';
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
});
