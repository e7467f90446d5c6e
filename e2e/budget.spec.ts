import zlib from 'node:zlib';

import type { APIRequestContext } from '@playwright/test';

import { deferredScriptSources } from '../lib/cache/after-first-paint.mjs';
import { SERVICE_SLUGS, serviceRoute } from '../lib/routes';
import en from '../messages/en.json';
import { signInViaSite, TEXT } from './auth-helpers';
import { expect, knownSlugs, test } from './fixtures';

/**
 * First-load JavaScript budgets, gzipped kB per route. A minimal Next 16 + next-intl page ships about 144 kB: that
 * is the floor. Set to what the site reaches, with about 1–2 kB of room, so that a heavier shared layout or form fails.
 * Each file's compile hint (lib/next-internals/compile-hints.mjs) adds about 20 bytes gzipped; the header's way back
 * from a sign-in dialog that did not load (features/auth/components/sign-in-dialog-loader.tsx) about 0.2 kB; the
 * request form's brief confirmation, for a send whose full confirmation could not load, about 0.4 kB.
 * `profileSignedIn` is every script of a signed-in profile load in the web-vitals sample (the library, 3.8 kB, included).
 */
const JS_BUDGET_KB = { page: 150, pageWithForm: 177, profile: 176, profileSignedIn: 181 } as const;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fakeRefresh = `${base64url({ alg: 'HS256' })}.${base64url({ sub: '5', exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;

/**
 * Gzipped size of every script a modern browser loads up front (script tags, script preloads and the scripts a
 * stored page adds after its first paint), in kB.
 * `noModule` polyfills are skipped: browsers that understand modules never download them.
 */
async function firstLoadJsKb(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const html = await (await request.get(path, { headers: { 'Accept-Language': 'hy', ...headers } })).text();
  const sources = new Set([
    ...deferredScriptSources(html),
    ...[
      ...html.matchAll(
        /<script[^>]+src="([^"]+)"[^>]*>|<link[^>]+rel="preload"[^>]+as="script"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+as="script"/g,
      ),
    ]
      .filter((m) => !/nomodule/i.test(m[0]))
      .map((m) => m[1] ?? m[2] ?? m[3])
      .filter((src) => src.startsWith('/_next/')),
  ]);
  let bytes = 0;
  for (const src of sources) {
    const body = await (await request.get(src)).body();
    bytes += zlib.gzipSync(body, { level: 6 }).length;
  }
  return bytes / 1024;
}

test('first-load JavaScript of every route stays within its budget', async ({ request }) => {
  const slugs = await knownSlugs(request);
  const withForm = ['/', ...SERVICE_SLUGS.map(serviceRoute), `/doctors/${slugs.doctor}`, '/foreign-clients', '/reviews'];
  const plain = [
    '/about-us',
    '/services',
    '/doctors',
    '/doctors?service=ent&lang=en',
    '/news',
    `/news/${slugs.news}`,
    '/gallery',
    '/contacts',
    '/static-content/privacy-policy',
    '/search?q=teeth',
    '/does-not-exist',
  ];
  const rows: Array<{ path: string; kb: number; budget: number }> = [];
  for (const path of plain) rows.push({ path, kb: await firstLoadJsKb(request, path), budget: JS_BUDGET_KB.page });
  for (const path of withForm) rows.push({ path, kb: await firstLoadJsKb(request, path), budget: JS_BUDGET_KB.pageWithForm });
  // The booking page's document carries a plain page's code and the picker's loader; the picker follows it (below).
  rows.push({ path: '/book', kb: await firstLoadJsKb(request, '/book'), budget: JS_BUDGET_KB.page + 3 });
  rows.push({
    path: '/profile/5',
    kb: await firstLoadJsKb(request, '/profile/5', { Cookie: `refresh_token=${fakeRefresh}` }),
    budget: JS_BUDGET_KB.profile,
  });

  console.log(rows.map((r) => `${r.path.padEnd(34)} ${r.kb.toFixed(1).padStart(6)} kB  (budget ${r.budget})`).join('\n'));
  const over = rows.filter((r) => r.kb > r.budget).map((r) => `${r.path}: ${r.kb.toFixed(1)} kB > ${r.budget} kB`);
  expect(over).toEqual([]);
});

test('the signed-in profile loads its data with the contract’s generated validators, and no zod', async ({ page, context, baseURL }) => {
  const client = await signInViaSite(context, baseURL!);
  // The heavier case, every time: a visit drawn into the web-vitals sample, which loads the library too.
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.text().then(
          (body) => ({ url: response.url(), body }),
          () => ({ url: response.url(), body: '' }),
        ),
      );
  });
  await page.goto(`/en/profile/${client.sub}`);
  // The answers arrived and passed their checks: the client's greeting and the documents' downloads show.
  await expect(page.getByText(TEXT.en.greeting)).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.en.download }).first()).toBeVisible();
  // A visit in the sample loads the library once the page has loaded and the browser is idle: wait for it by name,
  // not for a quiet network, which can come first.
  const vitalsScripts = async () => (await Promise.all(scripts)).filter(({ body }) => body.includes('largest-contentful-paint')).length;
  await expect.poll(vitalsScripts).toBe(1);
  await page.waitForLoadState('networkidle');

  const loaded = await Promise.all(scripts);
  const bodies = loaded.map(({ body }) => body);
  const sizes = loaded.map(({ url, body }) => `${(zlib.gzipSync(body, { level: 6 }).length / 1024).toFixed(1)} ${new URL(url).pathname}`);
  const kb = bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 6 }).length, 0) / 1024;
  console.log(`/en/profile signed in, every script of the load: ${kb.toFixed(1)} kB\n${sizes.join('\n')}`);
  expect(bodies.filter((body) => body.includes('$ZodType'))).toEqual([]);
  expect(bodies.filter((body) => body.includes('largest-contentful-paint'))).toHaveLength(1);
  expect(kb).toBeLessThanOrEqual(JS_BUDGET_KB.profileSignedIn);
});

test('the booking page loads its picker, but neither the request form nor the API contract until a service is chosen', async ({ page }) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const loaded = async () => Promise.all(scripts);
  await page.goto('/en/book');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);

  const before = await loaded();
  const kb = before.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 6 }).length, 0) / 1024;
  console.log(`/en/book with its picker, before a choice: ${kb.toFixed(1)} kB`);
  // More than a plain page (the picker came), about what a page with the request form carries: the picker's month
  // and times in place of the form, whose code (react-hook-form, the form) stays away, as does zod with the contract.
  expect(kb).toBeGreaterThan(JS_BUDGET_KB.page);
  expect(kb).toBeLessThanOrEqual(JS_BUDGET_KB.pageWithForm + 2);
  expect(before.filter((body) => body.includes('dirtyFields') || body.includes('"ApplicationForm"'))).toEqual([]);
  expect(before.filter((body) => body.includes('$ZodType'))).toEqual([]);

  // A service chosen: the contract arrives with the step before the free times are asked for.
  await page.getByRole('main').getByRole('link', { name: en.Services.ent }).click();
  await expect(page.getByRole('heading', { name: en.Booking.doctorLegend })).toBeVisible();
  await expect.poll(async () => (await loaded()).some((body) => body.includes('$ZodType'))).toBe(true);
});

test('a page loads no other page’s payload or code until the visitor shows intent', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1' || request.url().includes('_rsc=')) prefetches.push(request.url());
  });
  // The services page is a grid of links to service pages, each with the application form.
  await page.goto('/en/services');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(prefetches).toEqual([]);

  await page.locator('main a[href="/en/services/ent"]').first().hover();
  await expect.poll(() => prefetches.some((url) => new URL(url).pathname === '/en/services/ent')).toBe(true);
});

/** Which of the site's font files a URL is: a language's first-paint file, or a full face of one script and weight. */
const fontFileOf = (url: string) =>
  /(noto-sans-(?:armenian|cyrillic|latin)-core|noto-sans-(?:armenian-)?(?:latin|cyrillic|armenian)-\d00-normal)\./.exec(url)?.[1];

const FIRST_PAINT_FONT = {
  hy: 'noto-sans-armenian-core',
  ru: 'noto-sans-cyrillic-core',
  en: 'noto-sans-latin-core',
} as const;

/**
 * Each first-paint file's size, in kB as served. A font is on the path to the largest paint: in Lighthouse's model of
 * a slow phone, a home page is drawn a step (75 ms) later once its font passes about 22 kB with its headers (hy) or
 * 18.5 kB (ru), depending on the load (reports/perf-analysis.md).
 */
const FONT_BUDGET_KB = { hy: 19.5, ru: 17.5, en: 9.5 } as const;

test('each language preloads one font file, its own, within its size, and its stylesheet names it', async ({ request }) => {
  const pages = { '/': 'hy', '/ru': 'ru', '/en': 'en' } as const;
  for (const [path, locale] of Object.entries(pages)) {
    const expected = FIRST_PAINT_FONT[locale];
    const html = await (await request.get(path)).text();
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((m) => m[1]);
    expect(preloads.map(fontFileOf), path).toEqual([expected]);
    const file = await request.get(preloads[0]!);
    expect((await file.body()).length / 1024, `${preloads[0]} within ${FONT_BUDGET_KB[locale]} kB`).toBeLessThanOrEqual(
      FONT_BUDGET_KB[locale],
    );

    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    const css = (await Promise.all(stylesheets.map(async (href) => (await request.get(href)).text()))).join('\n');
    expect(css, `${path}: ${preloads[0]} is a face of the stylesheet`).toContain(preloads[0]!.split('/').pop());
  }
});

test('a page whose font misses the first paint downloads no other font in its place', async ({ browser }) => {
  for (const [locale, expected] of Object.entries(FIRST_PAINT_FONT)) {
    const url = locale === 'hy' ? '/' : `/${locale}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    // A slow link: the font arrives long after the first paint, so the page is drawn in the fonts further down its stack.
    await page.route(/-core\.[\w-]+\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const fonts: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(fontFileOf(request.url()));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    expect(fonts, url).toEqual([expected]);
    await context.close();
  }
});

test('a page downloads one font file, its language’s, which draws all its text at both weights', async ({ browser }) => {
  // 21 pages, each in a browser of its own.
  test.setTimeout(180_000);
  for (const [locale, expected] of Object.entries(FIRST_PAINT_FONT)) {
    for (const path of ['', '/news', '/contacts', '/about-us', '/services/ent', '/book', '/reviews']) {
      const url = (locale === 'hy' ? '' : `/${locale}`) + path || '/';
      // A browser of its own per page: nothing cached, and no late request of the page before.
      const context = await browser.newContext();
      const page = await context.newPage();
      const fonts: (string | undefined)[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(fontFileOf(request.url()));
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // Any character of the page outside the file would have fetched a full face too.
      expect(fonts, url).toEqual([expected]);

      if (path === '') {
        // One variable file: body text at 400 and headings at 600 both come from it, and differ in weight. Measured on
        // the next load, from the cache: a face is `font-display: optional`, so on a busy machine the first load may
        // miss its window and draw the fallback, and the font is used from the next page on.
        await page.reload({ waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const drawn = await page.evaluate(async () => {
          const family = getComputedStyle(document.body).fontFamily.split(',')[0]!.trim();
          const sample = document.querySelector('h1')!.textContent!;
          const width = (weight: number) => {
            const pen = document.createElement('canvas').getContext('2d')!;
            pen.font = `${weight} 20px ${family}`;
            return pen.measureText(sample).width;
          };
          return { family, loaded: document.fonts.check(`600 20px ${family}`, sample), regular: width(400), semibold: width(600) };
        });
        expect(drawn.loaded, url).toBe(true);
        expect(drawn.semibold, `${url}: ${drawn.family} at 600 is wider than at 400`).toBeGreaterThan(drawn.regular * 1.02);
      }
      await context.close();
    }
  }
});
