import { expect, knownSlugs, test } from './fixtures';
import { LOCALE_PREFIXES, publicRoutes, withPrefix } from './routes';

test.describe('SEO', () => {
  test('sitemap.xml lists every public route in the three languages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
    const routes = publicRoutes(await knownSlugs(request));
    const missing = Object.values(LOCALE_PREFIXES)
      .flatMap((prefix) => routes.map((route) => withPrefix(prefix, route)))
      .filter((path) => !urls.has(path));
    expect(missing).toEqual([]);
  });

  test('robots.txt keeps crawlers out of the profile', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Disallow: /profile/');
    expect(text).toContain('Disallow: /ru/profile/');
    expect(text).toContain('Sitemap:');
  });

  test('every public page has a title, description, canonical link and hreflang alternates', async ({ request }) => {
    const routes = publicRoutes(await knownSlugs(request));
    for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
      for (const route of routes) {
        const path = withPrefix(prefix, route);
        const html = await (await request.get(path, { headers: { 'Accept-Language': locale } })).text();
        expect(html, path).toMatch(/<title>[^<]+ \| Arevik Clinic<\/title>/);
        expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
        const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
        expect(canonical && new URL(canonical).pathname, path).toBe(path);
        for (const lang of ['hy-AM', 'ru-RU', 'en-US', 'x-default']) {
          expect(html, `${path} ${lang}`).toContain(`hrefLang="${lang}"`);
        }
      }
    }
  });
});
