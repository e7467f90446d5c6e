import { mkdirSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { PREFIX, randomPhone, TEXT, type E2eLocale } from './auth-helpers';
import { expect, test } from './fixtures';

/**
 * What a reader gets on a phone: the typography step (lib/typography) has run on the server, so no number
 * leaves its unit, no initial its name and no date or phone number breaks at a line end. SHOTS_DIR=… also
 * saves each page at 390 px for a look.
 */

/** A number, an ordinary (breakable) space and a unit: what must never be in the page. */
const BREAKABLE: Record<'hy' | 'ru', RegExp> = {
  hy: /\d (մմ|սմ|րոպե|ժամ|օր|ամս|ամիս|տարեկան|թ\.|թվական|նիշ|թվանշան|հունվարի|փետրվարի|մարտի|ապրիլի|մայիսի|հունիսի|հուլիսի|օգոստոսի|սեպտեմբերի|հոկտեմբերի|նոյեմբերի|դեկտեմբերի)/u,
  ru: /\d (мм|см|мин|ч|лет|г\.|дн|час|минут|месяц|цифр|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)(?!\p{L})/u,
};
/** An initial and its name split by an ordinary space: "Б. Оганесян", "Աննա Կ.". */
const BROKEN_INITIAL = /(?<!\p{L})\p{Lu}\. \p{Lu}|\p{Lu}\p{Ll}+ \p{Lu}\.(?!\p{L})/u;

async function text(page: Page, selector = 'main') {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => element.textContent ?? '');
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ['hy', 'ru'] as const satisfies E2eLocale[]) {
  test.describe(`typography at 390 px (${locale})`, () => {
    for (const [name, route] of [
      ['home', ''],
      ['news-item', '/news/high-end-ultrasound'],
      ['doctor', '/doctors/mariam-karapetyan'],
      ['service', '/services/dentistry'],
    ] as const) {
      test(`${name}: numbers keep their units, initials their names`, async ({ page }) => {
        await page.goto(`${PREFIX[locale]}${route}` || '/');
        const content = await text(page, 'body');
        expect(content).not.toMatch(BREAKABLE[locale]);
        expect(content).not.toMatch(BROKEN_INITIAL);
        expect(content).toContain('+374\u00A010\u00A055\u00A012\u00A034');
        await shot(page, `${locale}-${name}-390`);
      });
    }

    test('news item: the date and the size of a growth never break', async ({ page }) => {
      await page.goto(`${PREFIX[locale]}/news/high-end-ultrasound`);
      const content = await text(page);
      expect(content).toContain(locale === 'hy' ? '2026\u00A0թ.\u00A0մարտի\u00A030' : '30\u00A0марта\u00A02026\u00A0г.');
      expect(content).toContain(locale === 'hy' ? '2\u00A0մմ' : '2\u00A0мм');
      expect(content).not.toMatch(/\d{1,2} [\u0561-\u0587]+ի, \d{4}/u);
    });

    test('sign-in dialog: the code step keeps “6 digits” together', async ({ page }) => {
      await page.goto(PREFIX[locale] || '/');
      // At 390 px the account button is in the menu.
      await page.getByRole('banner').getByRole('button', { name: { hy, ru }[locale].Nav.openMenu }).click();
      await page.getByRole('button', { name: TEXT[locale].signIn }).click();
      const dialog = page.getByRole('dialog', { name: TEXT[locale].dialog });
      await expect(dialog).toBeVisible();
      await shot(page, `${locale}-sign-in-phone-390`);
      await dialog.getByLabel(TEXT[locale].phone).fill(randomPhone().typed);
      await dialog.getByRole('button', { name: TEXT[locale].getCode }).click();
      await expect(dialog.getByLabel(TEXT[locale].code)).toBeFocused();
      const content = await dialog.evaluate((element) => element.textContent ?? '');
      expect(content).toContain(locale === 'hy' ? '6\u00A0թվանշան' : '6\u00A0цифр');
      expect(content).not.toMatch(BREAKABLE[locale]);
      // The number the code went to is one unbreakable run too.
      expect(content).toMatch(/\+374\u00A091\u00A0\d/);
      await shot(page, `${locale}-sign-in-code-390`);
    });
  });
}
