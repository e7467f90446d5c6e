import { test, expect } from './fixtures';

/**
 * A public page paints before it asks for its scripts (lib/cache/scripts-after-first-paint.mjs): the first paint
 * waits only for the document, its stylesheets and fonts, and the page still hydrates (a client-side navigation
 * keeps the same document) with no script refused by its Content-Security-Policy.
 */
for (const path of ['/', '/en/news', '/ru/services/ent']) {
  test(`${path} requests its scripts only after its first paint, then hydrates`, async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && message.text().includes('script') && refused.push(message.text()));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'))
        .map((entry) => ({ name: entry.name, fetchStart: entry.fetchStart })),
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const script of timing.scripts) expect(script.fetchStart, script.name).toBeGreaterThanOrEqual(timing.firstPaint!);

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('header nav a[href$="/contacts"]').first().click();
    await expect(page).toHaveURL(/\/contacts$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(refused).toEqual([]);
  });
}
