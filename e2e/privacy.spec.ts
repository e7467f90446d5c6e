/**
 * Privacy by default: a public page asks nothing of any origin but the site's and the clinic API's until
 * the visitor chooses it. Every request of every public page load is recorded; the Google map loads
 * only after "Show map"; the phone country comes from the site's own /api/country (CDN header) or the language.
 */
import type { Page } from '@playwright/test';

import en from '../messages/en.json';
import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { API_URL, expect, hydratingNavigations, knownSlugs, test } from './fixtures';
import { LOCALE_PREFIXES, publicRoutes, withPrefix } from './routes';

const MESSAGES = { hy, ru, en } as const;

/** Every origin the page asked, from the first request of the load until the network is idle and the page scrolled to the end. */
async function originsOfLoad(page: Page, path: string): Promise<Set<string>> {
  const origins = new Set<string>();
  const api = new URL(API_URL);
  const record = (url: string) => {
    if (!/^https?:/.test(url)) return;
    const { origin, pathname } = new URL(url);
    // The clinic API is asked only for its contract and its media, never as a stand-in for someone else's service.
    origins.add(origin === api.origin && !/^\/(api\/v1|media)\//.test(pathname) ? `${origin}${pathname}` : origin);
  };
  page.on('request', (request) => record(request.url()));
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  page.removeAllListeners('request');
  return origins;
}

test.describe('no third party before the visitor chooses it', () => {
  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
    test(`every public page in ${locale} asks only the site and the clinic API`, async ({ page, request, baseURL }) => {
      test.setTimeout(240_000);
      const allowed = new Set([new URL(baseURL!).origin, new URL(API_URL).origin]);
      const routes = [...publicRoutes(await knownSlugs(request)), '/search?q=abc'];
      const foreign: string[] = [];
      for (const route of routes) {
        const path = withPrefix(prefix, route);
        for (const origin of await originsOfLoad(page, path)) if (!allowed.has(origin)) foreign.push(`${path}: ${origin}`);
      }
      expect(foreign).toEqual([]);
    });
  }

  test('the Google map loads only after "Show map", and the choice holds for the visit', async ({ page }) => {
    const t = MESSAGES.ru.Map;
    const google: string[] = [];
    // Google is never reached from the tests: its script requests are answered here with an error.
    await page.route(/^https:\/\/[^/]*(googleapis|gstatic)\.com\//, (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 503, body: '' });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ru/contacts', { waitUntil: 'networkidle' });
    await expect(page.getByRole('img', { name: t.preview })).toBeVisible();
    await expect(page.getByText(t.consentNote)).toBeVisible();
    expect(google).toEqual([]);

    const show = page.getByRole('button', { name: t.show });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => google.length).toBeGreaterThan(0);
    expect(new URL(google[0]).hostname).toBe('maps.googleapis.com');
    // The (stubbed) failure is shown with a retry; the address and the link stay.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.error);
    await expect(page.getByRole('link', { name: new RegExp(t.open) })).toBeVisible();

    // The same tab remembers the choice; a new visit (new context) asks again.
    google.length = 0;
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => google.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: t.show })).toHaveCount(0);
  });
});

test.describe('the phone country without a third-party lookup', () => {
  /** The form's country, once the visitor has come to the form (it hydrates near the screen). */
  const countryOf = async (page: Page) => {
    await page.locator('#application').scrollIntoViewIfNeeded();
    return page.locator('#application').getByRole('combobox').first();
  };

  test('comes from the CDN country header through the site’s own /api/country', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'CF-IPCountry': 'GE' } });
    const page = hydratingNavigations(await context.newPage());
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/en/services/lab', { waitUntil: 'networkidle' });
    // Asked only once the visitor comes to the form.
    expect(asked.filter((url) => new URL(url).pathname === '/api/country')).toHaveLength(0);
    await expect(await countryOf(page)).toHaveAccessibleName(/Georgia.*\+995/);
    expect(asked.filter((url) => new URL(url).pathname === '/api/country')).toHaveLength(1);
    const answer = await context.request.get('/api/country');
    expect(await answer.text()).toBe('1;GE');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await context.close();
  });

  for (const [locale, path, country] of [
    ['hy', '/services/lab', /\+374/],
    ['ru', '/ru/services/lab', /\+7$/],
    ['en', '/en/services/lab', /United States.*\+1$/],
  ] as const) {
    test(`without the header follows the page’s language (${locale})`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(await countryOf(page)).toHaveAccessibleName(country);
    });
  }
});
