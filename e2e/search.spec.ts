/**
 * Site search on the production build: the header's GET form (with and without JavaScript), server-rendered
 * results with <mark>, word forms in three languages, "did you mean", nothing found, no cache per query,
 * noindex, the content webhook, keyboard and axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';

import en from '../messages/en.json';
import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { E2E_REVALIDATE_SECRET } from '../playwright.config';
import { API_URL, expect, test } from './fixtures';

const MESSAGES = { hy, ru, en } as const;
type Locale = keyof typeof MESSAGES;
const PREFIX: Record<Locale, string> = { hy: '', ru: '/ru', en: '/en' };

/** Real queries against the demo content: another word form than the page writes, and the page it must find. */
const WORD_FORMS: Record<Locale, Array<{ query: string; finds: string; marked: RegExp }>> = {
  hy: [
    { query: 'ստոմատոլոգների', finds: '/services/dentistry', marked: /^ստոմատոլոգ/i },
    { query: 'լաբորատորիայում', finds: '/services/lab', marked: /^լաբորատոր/i },
    { query: 'ռինոպլաստիկայի', finds: '/services/rhinoplasty', marked: /^ռինոպլաստիկ/i },
  ],
  ru: [
    { query: 'анализов', finds: '/ru/services/lab', marked: /^анализ/i },
    { query: 'СТОМАТОЛОГУ', finds: '/ru/services/dentistry', marked: /^стоматолог/i },
    { query: 'ринопластики', finds: '/ru/services/rhinoplasty', marked: /^ринопластик/i },
  ],
  en: [
    { query: 'surgeries', finds: '/en/services/plastic-surgery', marked: /^surger/i },
    { query: 'Dentist', finds: '/en/services/dentistry', marked: /^dentist/i },
    { query: 'thyro', finds: '/en/services/sonography', marked: /^thyro/i },
  ],
};
const TYPOS: Record<Locale, { query: string; suggestion: string }> = {
  hy: { query: 'ստոմատալոգիա', suggestion: 'ստոմատոլոգիա' },
  ru: { query: 'стаматология', suggestion: 'стоматология' },
  en: { query: 'rhinoplsty', suggestion: 'rhinoplasty' },
};

const searchPath = (locale: Locale, query: string) => `${PREFIX[locale]}/search?q=${encodeURIComponent(query)}`;
const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
const get = (request: APIRequestContext, path: string) => request.get(path, { headers: { 'Accept-Language': 'hy' } });

test.describe('site search', () => {
  for (const locale of Object.keys(MESSAGES) as Locale[]) {
    const t = MESSAGES[locale].Search;

    test(`finds word forms in the server HTML with the matches marked (${locale})`, async ({ request }) => {
      for (const { query, finds, marked } of WORD_FORMS[locale]) {
        const response = await get(request, searchPath(locale, query));
        expect(response.status(), query).toBe(200);
        const html = withoutScripts(await response.text());
        expect(html, query).toContain(`href="${finds}"`);
        const marks = [...html.matchAll(/<mark>([^<]+)<\/mark>/g)].map((match) => match[1]);
        expect(marks.length, query).toBeGreaterThan(0);
        expect(
          marks.every((word) => marked.test(word)),
          `${query}: ${marks.join(', ')}`,
        ).toBe(true);
      }
    });

    test(`answers a typo with "did you mean", and nothing with a clear message (${locale})`, async ({ page }) => {
      const { query, suggestion } = TYPOS[locale];
      await page.goto(searchPath(locale, query));
      const main = page.getByRole('main');
      await expect(main.getByText(t.nothing.replace('{query}', query))).toBeVisible();
      const link = main.getByRole('link', { name: suggestion, exact: true });
      await expect(link).toHaveAttribute('href', searchPath(locale, suggestion));
      await expect(main.getByRole('heading', { name: t.suggestionResults.replace('{suggestion}', suggestion) })).toBeVisible();
      expect(
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
          .analyze()
          .then((r) => r.violations.map((v) => v.id)),
      ).toEqual([]);

      await page.goto(searchPath(locale, 'qwzxv'));
      await expect(main.getByText(t.nothing.replace('{query}', 'qwzxv'))).toBeVisible();
      await expect(main.getByRole('heading', { level: 3 })).toHaveCount(0);
      await expect(main.getByText(t.didYouMean.split('<')[0].trim() || 'x')).toHaveCount(0);
    });

    test(`the header box, keyboard only, leads to results without growing the page (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${PREFIX[locale]}/contacts`);
      const box = page.getByRole('banner').getByRole('searchbox', { name: t.label });
      for (let i = 0; i < 10 && !(await box.evaluate((node) => node === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(box).toBeFocused();
      await page.keyboard.type(WORD_FORMS[locale][0].query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${PREFIX[locale]}/search\\?q=`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.resultsTitle.replace('{query}', WORD_FORMS[locale][0].query));
      await expect(page.getByRole('main').locator(`a[href="${WORD_FORMS[locale][0].finds}"]`)).toBeVisible();
      expect(
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
          .analyze()
          .then((r) => r.violations.map((v) => v.id)),
      ).toEqual([]);
    });
  }

  test('works without JavaScript: the header form is a plain GET form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/en/news');
    const form = page.getByRole('banner').getByRole('search');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/en/search');
    await form.getByRole('searchbox').fill('ultrasound');
    await form.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=ultrasound$/);
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(/ultrasound/i);
    await context.close();
  });

  test('is rendered per request, never cached or indexed, and answers a blank query with a prompt', async ({ request }) => {
    for (const path of ['/search?q=%D5%A1%D5%BF%D5%A1%D5%B4', '/ru/search?q=зуб', '/en/search?q=teeth']) {
      const response = await get(request, path);
      const cacheControl = response.headers()['cache-control'];
      expect(cacheControl, path).toMatch(/no-store/);
      expect(cacheControl, path).not.toMatch(/public|s-maxage/);
      expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
      expect(await response.text(), path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    }
    const blank = withoutScripts(await (await get(request, '/en/search?q=%20%20')).text());
    expect(blank).toContain(en.Search.prompt.slice(0, 20));
  });

  test('the content webhook refreshes the index: an edited news title is found within 5 s', async ({ request }) => {
    const list = await (await request.get(`${API_URL}/news/?page=1&pageSize=3`, { headers: { 'Accept-Language': 'en' } })).json();
    const { slug, title } = list.data.items[2] as { slug: string; title: string };
    const word = `zebrafinch${Date.now().toString(36)}`;
    try {
      const patch = await request.patch(`${API_URL}/demo/news/${slug}/`, {
        data: { locale: 'en', title: `${title} ${word}` },
        headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      });
      expect((await patch.json()).data.webhook).toEqual({ status: 200 });
      await expect
        .poll(async () => withoutScripts(await (await get(request, `/en/search?q=${word}`)).text()).includes(`href="/en/news/${slug}"`), {
          timeout: 5000,
        })
        .toBe(true);
    } finally {
      await request.patch(`${API_URL}/demo/news/${slug}/`, {
        data: { locale: 'en', title },
        headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      });
      await request.post('/api/revalidate', {
        data: { type: 'news', slug },
        headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      });
    }
  });
});
