import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { HOME, signInThroughDialog, TEXT } from './auth-helpers';
import { expect, knownSlugs, test } from './fixtures';
import { LOCALE_PREFIXES, publicRoutes, withPrefix } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every axe violation, whatever its impact. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

test.describe('accessibility sweep: no axe violation of any impact', () => {
  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
    test(`every public route and the 404 page in ${locale}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const found: string[] = [];
      // A filtered doctors list with results and one without.
      const filtered = ['/doctors?service=ent&lang=en', '/doctors?service=lab&lang=en'];
      for (const route of [...publicRoutes(await knownSlugs(request)), ...filtered, '/no-such-page']) {
        const path = withPrefix(prefix, route);
        await page.goto(path);
        for (const violation of await violations(page)) found.push(`${path}: ${violation}`);
      }
      expect(found).toEqual([]);
    });
  }

  for (const locale of ['hy', 'ru', 'en'] as const) {
    test(`the sign-in dialog and the signed-in profile in ${locale}`, async ({ page }) => {
      const t = TEXT[locale];
      await page.goto(HOME[locale]);
      await page.getByRole('banner').getByRole('button', { name: t.signIn }).click();
      await expect(page.getByRole('dialog', { name: t.dialog })).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await signInThroughDialog(page, locale);
      await expect(page.getByRole('main').getByText(t.greeting)).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('button', { name: new RegExp(`^${t.download}`) })
          .first(),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
