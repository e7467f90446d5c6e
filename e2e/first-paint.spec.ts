import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

/**
 * A public page paints from its document alone (lib/cache/critical-css.mjs, lib/cache/after-first-paint.mjs): the
 * rules it uses are inlined, its stylesheets and scripts are requested after the first paint, the page still
 * hydrates (a client-side navigation keeps the same document) with no script refused by its
 * Content-Security-Policy, and what the stylesheets add later changes nothing on screen.
 */
for (const path of ['/', '/en/news', '/ru/services/ent']) {
  test(`${path} requests its stylesheets and scripts only after its first paint, then hydrates`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      firstPaint:
        performance.getEntriesByName('first-paint')[0]?.startTime ?? performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      criticalCss: document.getElementById('critical-css')?.textContent?.length ?? 0,
      requests: performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry.name.includes('/_next/static/') && /\.(js|css)$/.test(entry.name))
        .map((entry) => ({ name: entry.name, fetchStart: entry.fetchStart })),
      stylesheets: [...document.styleSheets].filter((sheet) => sheet.href?.includes('/_next/static/')).length,
      // Added for print while they load, they all apply to the screen once the last has arrived.
      onScreen: [...document.styleSheets].filter(
        (sheet) => sheet.href?.includes('/_next/static/') && (!sheet.media.mediaText || matchMedia(sheet.media.mediaText).matches),
      ).length,
      // The font faces are declared once, by the critical CSS: the stylesheets' own copies are dropped before they
      // apply, so the page's text is not shaped and laid out again.
      fontFaces: [...document.styleSheets].map((sheet) => ({
        critical: sheet.ownerNode instanceof Element && sheet.ownerNode.id === 'critical-css',
        count: [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length,
      })),
    }));
    const critical = timing.fontFaces.filter((sheet) => sheet.critical);
    expect(critical).toHaveLength(1);
    expect(critical[0]!.count).toBeGreaterThan(0);
    expect(timing.fontFaces.filter((sheet) => !sheet.critical && sheet.count > 0)).toEqual([]);
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.criticalCss).toBeGreaterThan(1000);
    expect(timing.requests.filter((request) => request.name.endsWith('.js')).length).toBeGreaterThan(3);
    expect(timing.stylesheets).toBeGreaterThan(0);
    expect(timing.onScreen).toBe(timing.stylesheets);
    for (const request of timing.requests) expect(request.fetchStart, request.name).toBeGreaterThanOrEqual(timing.firstPaint!);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('header nav a[href$="/contacts"]').first().click();
    await expect(page).toHaveURL(/\/contacts$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(refused).toEqual([]);
  });
}

const STYLE_PROPERTIES = [
  'display',
  'position',
  'visibility',
  'opacity',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'text-transform',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-bottom-width',
  'border-radius',
  'flex-direction',
  'justify-content',
  'align-items',
  'gap',
  'box-shadow',
  'mask-image',
  'hyphens',
];

/**
 * Every element's computed style, as "element: property value" lines, with the page's scripts never run. Both
 * loads render in the fallback fonts: a `font-display: optional` face is used only when it arrives in time, which
 * a busy machine can miss in one load and not the other, and text widths move auto margins.
 */
async function computedStyles(page: Page, path: string, { withStylesheets }: { withStylesheets: boolean }) {
  await page.route('**/_next/static/**/*.{js,css,woff2}', (route) =>
    withStylesheets && route.request().url().endsWith('.css') ? route.continue() : route.abort(),
  );
  await page.goto(path, { waitUntil: 'networkidle' });
  const styles = await page.evaluate((properties) => {
    const lines: string[] = [];
    document.body.querySelectorAll('*').forEach((element, index) => {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) return;
      const style = getComputedStyle(element);
      // Where the box sits across the page, not its side margins: Chromium now and then reports an auto margin of a
      // box just laid out as 0px (a centred grid container on /contacts, in either load, 1 load in 10).
      const box = element.getBoundingClientRect();
      const label = `${index} ${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}`;
      lines.push(`${label}: across ${Math.round(box.left)} ${Math.round(box.width)}`);
      for (const property of properties) lines.push(`${label}: ${property} ${style.getPropertyValue(property)}`);
    });
    return lines;
  }, STYLE_PROPERTIES);
  await page.unrouteAll();
  return styles;
}

const TEMPLATES = [
  ['/', 390],
  ['/ru', 1280],
  ['/en/about-us', 390],
  ['/services', 1280],
  ['/ru/services/ent', 1280],
  ['/en/doctors', 390],
  ['/doctors/anahit-petrosyan', 1280],
  ['/en/news', 1280],
  ['/ru/news/flu-season-testing', 390],
  ['/gallery', 390],
  ['/en/reviews', 1280],
  ['/contacts', 1280],
  ['/ru/foreign-clients', 390],
  ['/en/static-content/privacy-policy', 1280],
] as const;
for (const [path, width] of TEMPLATES) {
  test(`${path} at ${width} px looks the same with its critical CSS alone as with its stylesheets`, async ({ context }) => {
    // A page of its own: the fixture's navigations wait for hydration, and here no script runs.
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    const critical = await computedStyles(page, path, { withStylesheets: false });
    const full = await computedStyles(page, path, { withStylesheets: true });
    expect(critical.length).toBe(full.length);
    expect(critical.filter((line, index) => line !== full[index]).slice(0, 10)).toEqual([]);
  });
}

/**
 * No part of a public page is left for the browser to render (a Suspense boundary Next could not prerender,
 * `<!--$!-->` in the document): React renders each as its recovery from an error while the page hydrates
 * (lib/app/after-hydration.tsx).
 */
test('public pages leave no part for the browser to render', async ({ request }) => {
  const pages = ['/', '/en/contacts', '/ru/services/ent', '/en/gallery', '/en/doctors', '/en/book'];
  const leftToTheBrowser: string[] = [];
  for (const path of pages) {
    const html = await (await request.get(path, { headers: { 'Accept-Language': 'hy' } })).text();
    expect(html).toContain('</footer>');
    const count = html.split('<!--$!-->').length - 1;
    if (count) leftToTheBrowser.push(`${path}: ${count}`);
  }
  expect(leftToTheBrowser).toEqual([]);
});
