import { expect, test } from './fixtures';

/** Holds every route payload request (client navigations and their prefetches) for a while. */
async function slowRoutePayloads(page: import('@playwright/test').Page, ms: number) {
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc'] === '1') await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

test.describe('client navigations', () => {
  test('a slow link navigation shows the loading bar, which hides once the page is there', async ({ page }) => {
    await page.goto('/en/news');
    await slowRoutePayloads(page, 1500);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Doctors' }).click();
    const bar = page.locator('#nprogress');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar.locator('.bar')).toHaveCSS('background-color', 'rgb(0, 174, 239)');
    await expect(bar.locator('.bar')).toHaveCSS('height', '3px');
    // Decoration only: no made-up ARIA role (nprogress's default template has role="bar").
    await expect(bar.locator('[role]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/doctors$/);
    await expect(bar).toHaveCount(0);
  });

  test('after a new build, the next link click is a full page load', async ({ page }) => {
    await page.clock.install();
    await page.route('**/build-id', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    await page.goto('/en/news');
    await markDocument(page);
    await newBuildSeen(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Doctors' }).click();
    await expect(page).toHaveURL(/\/en\/doctors$/);
    await expect.poll(() => sameDocument(page)).toBe(false);
  });

  test('after a new build, back/forward is a full page load too', async ({ page }) => {
    await page.clock.install();
    await page.route('**/build-id', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    await page.goto('/en/news');
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Doctors' }).click();
    await expect(page).toHaveURL(/\/en\/doctors$/);
    expect(await sameDocument(page)).toBe(true); // a client navigation while the build is current
    await newBuildSeen(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect.poll(() => sameDocument(page)).toBe(false);
  });
});

async function markDocument(page: import('@playwright/test').Page) {
  await page.evaluate(() => ((window as unknown as { marked?: boolean }).marked = true));
}

async function sameDocument(page: import('@playwright/test').Page) {
  return page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);
}

/** The open tab polls the build id every 5 minutes; the clock jumps there and the poll sees a newer build. */
async function newBuildSeen(page: import('@playwright/test').Page) {
  const polled = page.waitForResponse('**/build-id');
  await page.clock.fastForward('05:01');
  await polled;
  await page.evaluate(() => 0); // the watcher reads the answer before the next step
}
