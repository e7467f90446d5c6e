import { expect, test } from './fixtures';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('crawlers', () => {
  test('get working pages, redirects and the not-found page exactly as people do', async ({ request }) => {
    const headers = { 'User-Agent': GOOGLEBOT, 'Accept-Language': 'hy' };
    for (const [path, heading] of [
      // Rewritten by the middleware to the Armenian page: the gate must not pass that rewrite on.
      ['/', '<h1'],
      ['/ru/news', '<h1'],
      ['/en/contacts', '<h1'],
    ] as const) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain(heading);
    }
    const missing = await request.get('/en/does-not-exist', { headers, maxRedirects: 0 });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('404');
    const moved = await request.get('/en/about', { headers, maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers()['location']).toBe('/en/about-us');
  });
});
