/**
 * Content that stays right, on the site Playwright started: the content webhook and the demo edit call
 * that uses it, and real 404 pages in the server HTML (no JavaScript).
 */
import type { APIRequestContext } from '@playwright/test';

import { SITE } from '../lib/site';
import en from '../messages/en.json';
import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { E2E_REVALIDATE_SECRET } from '../playwright.config';
import { API_URL, expect, test } from './fixtures';
import { LOCALE_PREFIXES, withPrefix } from './routes';

type Locale = keyof typeof LOCALE_PREFIXES;
const LOCALES = Object.keys(LOCALE_PREFIXES) as Locale[];
const MESSAGES = { hy, ru, en } as const;

/** The server HTML without its scripts: what a visitor without JavaScript, or a link preview, reads. */
const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

async function pollUntil(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < withinMs) {
    if (await check()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not within ${withinMs} ms`);
}

async function htmlOf(request: APIRequestContext, path: string) {
  return withoutScripts(await (await request.get(path, { headers: { 'Accept-Language': 'hy' } })).text());
}

test.describe('the content webhook', () => {
  const post = (request: APIRequestContext, data: unknown, authorization?: string) =>
    request.post('/api/revalidate', { data, headers: authorization ? { Authorization: authorization } : {} });

  test('answers 401 without the right secret and 400 for a bad body', async ({ request }) => {
    expect((await post(request, { type: 'news' })).status()).toBe(401);
    expect((await post(request, { type: 'news' }, 'Bearer not-the-secret')).status()).toBe(401);
    expect((await post(request, { type: 'posts' }, `Bearer ${E2E_REVALIDATE_SECRET}`)).status()).toBe(400);
    expect((await post(request, { type: 'news', slug: 'Not a slug' }, `Bearer ${E2E_REVALIDATE_SECRET}`)).status()).toBe(400);
    const ok = await post(request, { type: 'gallery' }, `Bearer ${E2E_REVALIDATE_SECRET}`);
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toMatchObject({ revalidated: true, tags: ['gallery'] });
  });

  test('a title changed through the demo edit call shows on the item, the list and the home page within 5 s', async ({ request }) => {
    // The second newest item: on the home page (3 newest) and page 1 of the list, and not the one other tests open.
    const list = await (await request.get(`${API_URL}/news/?page=1&pageSize=3`, { headers: { 'Accept-Language': 'en' } })).json();
    const { slug, title } = list.data.items[1] as { slug: string; title: string };
    const edited = `${title} (updated ${Date.now()})`;
    const paths = [`/en/news/${slug}`, '/en/news', '/en'];
    for (const path of paths) expect(await htmlOf(request, path), path).toContain(title);
    try {
      const patch = await request.patch(`${API_URL}/demo/news/${slug}/`, {
        data: { locale: 'en', title: edited },
        headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      });
      expect(patch.status()).toBe(200);
      expect((await patch.json()).data.webhook).toEqual({ status: 200 });
      for (const path of paths) {
        await pollUntil(async () => (await htmlOf(request, path)).includes(edited), 5000).catch(() => {
          throw new Error(`${path} does not show the new title within 5 s`);
        });
      }
      // Only the edited language changed.
      expect(await htmlOf(request, `/ru/news/${slug}`)).not.toContain(edited);
    } finally {
      await request.patch(`${API_URL}/demo/news/${slug}/`, {
        data: { locale: 'en', title },
        headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      });
    }
  });
});

/** Text as compared: the typesetter's non-breaking spaces (after a one-letter word) and word joiners (after a dash) left out. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\u2060/g, '');

test.describe('real 404 pages in the server HTML (no JavaScript)', () => {
  const longSlug = 'a'.repeat(101);
  const cases = [
    '/news/no-such-news',
    '/doctors/no-such-doctor',
    '/static-content/no-such-page',
    '/news/page/99',
    '/profile/abc',
    `/news/${longSlug}`,
    '/news/Bad_Slug',
  ];
  for (const locale of LOCALES) {
    test(`unknown slugs, a page past the last and a malformed profile id (${locale})`, async ({ request }) => {
      const t = MESSAGES[locale].NotFound;
      for (const path of cases) {
        const response = await request.get(withPrefix(LOCALE_PREFIXES[locale], path), { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        // Typeset as served: a non-breaking space after a one-letter word, a word joiner after a dash.
        const html = plain(withoutScripts(await response.text()));
        expect(html, path).toMatch(new RegExp(`<h1[^>]*>${plain(t.heading)}</h1>`));
        expect(html, path).toContain(plain(t.text));
        expect(html, path).toContain(`<title>${plain(t.title)} | ${SITE.brand}</title>`);
        expect(html, path).toMatch(/<meta name="robots" content="noindex/);
        expect(html, path).toMatch(new RegExp(`<a [^>]*href="${LOCALE_PREFIXES[locale] || '/'}"`));
      }
    });
  }

  test('the not-found route itself is never a 200', async ({ request }) => {
    expect((await request.get('/en/page-not-found')).status()).toBe(404);
  });
});
