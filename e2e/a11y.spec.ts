import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, knownSlugs, test } from './fixtures';
import { LOCALE_PREFIXES, publicRoutes, withPrefix } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test.describe('accessibility (axe)', () => {
  test('no serious or critical violation on any public route in Armenian', async ({ page, request }) => {
    test.setTimeout(180_000);
    const found: string[] = [];
    for (const route of publicRoutes(await knownSlugs(request))) {
      await page.goto(route);
      for (const violation of await seriousViolations(page)) found.push(`${route}: ${violation}`);
    }
    expect(found).toEqual([]);
  });

  test('every control’s name contains its visible text (WCAG 2.5.3, an axe rule that is off by default)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const route of publicRoutes(await knownSlugs(request))) {
      await page.goto(route);
      const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      for (const violation of results.violations)
        found.push(`${route}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
    expect(found).toEqual([]);
  });

  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
    test(`no serious or critical violation on the home page in ${locale}`, async ({ page }) => {
      await page.goto(withPrefix(prefix, '/'));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the open gallery viewer and the review form with errors pass too', async ({ page }) => {
    await page.goto('/gallery?item=1');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/reviews');
    await page.getByRole('button', { name: 'Ուղարկել կարծիքը' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    // Focus on the first invalid field scrolls the page, and whatever sits under the sticky header at
    // that moment (the feed's "show more" button) counts as an obscured target. Wait for that focus,
    // which may come after the alert, then check the page from its top.
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);
  });
});
