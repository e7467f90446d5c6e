import { expect, knownSlugs, test } from './fixtures';
import { LOCALE_PREFIXES, publicRoutes, withPrefix } from './routes';

test.describe('routing on the production build', () => {
  test('every public route answers 200 in hy, ru and en', async ({ request }) => {
    const routes = publicRoutes(await knownSlugs(request));
    const failures: string[] = [];
    for (const prefix of Object.values(LOCALE_PREFIXES)) {
      for (const route of routes) {
        const url = withPrefix(prefix, route);
        const response = await request.get(url, { maxRedirects: 0, headers: { 'Accept-Language': 'hy' } });
        if (response.status() !== 200) failures.push(`${url} → ${response.status()}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('/hy/... redirects to the unprefixed path', async ({ request }) => {
    const response = await request.get('/hy/contacts', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/contacts');
  });

  test('first visit with Accept-Language: ru and no cookie goes to /ru', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' } });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/ru');
  });

  test('a crawler without Accept-Language gets Armenian at / without a redirect', async ({ playwright }) => {
    const bare = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: {} });
    const response = await bare.fetch('/', { maxRedirects: 0, headers: { 'Accept-Language': '' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('lang="hy-AM"');
    await bare.dispose();
  });

  test('the locale cookie wins over Accept-Language on an unprefixed path', async ({ request }) => {
    const response = await request.get('/news', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'ru', Cookie: 'NEXT_LOCALE=en' },
    });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/en/news');
  });

  for (const path of ['/does-not-exist', '/ru/does-not-exist', '/en/services/unknown']) {
    test(`${path} answers 404 with the localized not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const heading = page.getByRole('heading', { level: 1 });
      if (path.startsWith('/ru')) await expect(heading).toHaveText('Страница не найдена');
      else if (path.startsWith('/en')) await expect(heading).toHaveText('Page not found');
      else await expect(heading).toHaveText('Էջը չի գտնվել');
    });
  }

  test('an unmatched path has its localized 404 page in the server HTML', async ({ request }) => {
    for (const [path, heading] of [
      ['/does-not-exist', 'Էջը չի գտնվել'],
      ['/ru/nothing/here', 'Страница не найдена'],
      ['/en/does-not-exist', 'Page not found'],
    ]) {
      const response = await request.get(path, { headers: { 'Accept-Language': 'hy' } });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  test('route validation: /profile/abc and a slug with forbidden characters answer 404 for anyone', async ({ request }) => {
    for (const path of ['/profile/abc', '/news/Bad_Slug!', '/en/profile/abc', '/ru/profile/0', '/en/doctors/%3Cscript%3E']) {
      const response = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': 'hy' } });
      expect(response.status(), path).toBe(404);
    }
  });

  test('redirects from the config table keep the language', async ({ request }) => {
    const response = await request.get('/ru/about', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/ru\/about-us$/);
  });
});
