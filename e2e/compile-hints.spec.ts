import { COMPILE_HINT } from '../lib/next-internals/compile-hints.mjs';
import { expect, test, untilHydrated } from './fixtures';

/**
 * Every script a page runs as it loads carries V8's compile hint on its first line (lib/next-internals/compile-hints.mjs),
 * so Chromium compiles it while it streams in, not on the main thread when the page hydrates. The chunks a form
 * loads once the visitor comes near it too.
 */
test('every script the home page and a service page load begins with the compile hint', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).pathname.startsWith('/_next/'))
      scripts.add(response.url());
  });
  await page.goto('/en');
  await untilHydrated(page);
  await page.goto('/en/services/ent');
  await untilHydrated(page);
  await page.locator('#application').scrollIntoViewIfNeeded();
  // The form's own chunks: it hydrates once it is near the screen.
  await page.waitForFunction(() => {
    const form = document.querySelector('#application form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps$'));
  });
  await page.waitForLoadState('networkidle');

  expect(scripts.size).toBeGreaterThan(10);
  const unmarked: string[] = [];
  for (const url of scripts) if (!(await (await page.request.get(url)).text()).startsWith(COMPILE_HINT)) unmarked.push(url);
  expect(unmarked).toEqual([]);
});
