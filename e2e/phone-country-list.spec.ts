import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';

/**
 * The phone field's country list opens on the visitor's country, which may be far down a list of 240 or so (the
 * United States is near the end): the list draws that option with the options around it first and every other
 * country right after. A visitor sees their country at once, and assistive technology gets the whole list.
 */
test.use({ viewport: { width: 390, height: 800 }, extraHTTPHeaders: { 'CF-IPCountry': 'US' } });

/** The option aria-activedescendant names: it must exist, be visible and lie inside the list's scrolled view. */
async function expectActiveInView(page: Page, list: Locator, name: string | RegExp) {
  const button = page.locator('#application').getByRole('combobox', { name: /Country code/ });
  const activeId = await button.getAttribute('aria-activedescendant');
  expect(activeId).toBeTruthy();
  const active = page.locator(`[id="${activeId}"]`);
  await expect(active).toBeVisible();
  await expect(active).toHaveAccessibleName(name);
  const [listBox, optionBox] = [await list.boundingBox(), await active.boundingBox()];
  expect(optionBox!.y).toBeGreaterThanOrEqual(listBox!.y - 1);
  expect(optionBox!.y + optionBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 1);
}

test('the country list opens on the visitor’s country in view, then holds every country by name', async ({ page }) => {
  await page.goto('/en/services/ent', { waitUntil: 'networkidle' });
  const form = page.locator('#application');
  const button = form.getByRole('combobox', { name: /Country code/ });
  // The form hydrates, and picks the page's country, once the visitor comes to it.
  await form.scrollIntoViewIfNeeded();
  await expect(button).toHaveAccessibleName(/United States.*\+1$/);
  // The field near the top of the screen: the open list fits below it, so nothing needs the page to scroll.
  await button.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 150));
  const pageScroll = await page.evaluate(() => window.scrollY);

  await button.click();
  const list = form.getByRole('listbox');
  await expect(list).toBeVisible();
  await expectActiveInView(page, list, 'United States +1');

  // Every country is there by name, each with its place in the whole list.
  const options = list.getByRole('option');
  const setSize = Number(await options.first().getAttribute('aria-setsize'));
  expect(setSize).toBeGreaterThanOrEqual(240);
  await expect(options).toHaveCount(setSize);
  await expect(list.getByRole('option', { name: 'Armenia +374', exact: true })).toHaveAttribute('aria-posinset', '1');
  await expect(list.getByRole('option', { name: 'Zimbabwe +263', exact: true })).toHaveAttribute('aria-posinset', String(setSize));
  // Drawing the rest moved neither the visitor's country out of view nor the page.
  await expectActiveInView(page, list, 'United States +1');
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);

  const axe = await new AxeBuilder({ page }).include('#application').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await page.keyboard.press('Home');
  await expectActiveInView(page, list, 'Armenia +374');
  await page.keyboard.press('End');
  await expectActiveInView(page, list, 'Zimbabwe +263');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();
});

test('a country typed on the closed button opens the list there, in view', async ({ page }) => {
  await page.goto('/en/services/ent', { waitUntil: 'networkidle' });
  const form = page.locator('#application');
  const button = form.getByRole('combobox', { name: /Country code/ });
  await button.focus();
  await page.keyboard.type('Vie');
  const list = form.getByRole('listbox');
  await expectActiveInView(page, list, /^Vietnam/);
  await page.keyboard.press('Enter');
  await expect(button).toHaveAccessibleName(/Vietnam.*\+84$/);
});

test('on an Armenian page every country is named in Armenian, whether or not the browser knows the names', async ({ page }) => {
  await page.goto('/services/ent', { waitUntil: 'networkidle' });
  const form = page.locator('#application');
  const button = form.getByRole('combobox', { name: /^Երկրի կոդը/ });
  await form.scrollIntoViewIfNeeded();
  await button.click();
  const list = form.getByRole('listbox');
  await expect(list.getByRole('option', { name: 'Ֆրանսիա +33', exact: true })).toHaveCount(1);
  const names = [...(await list.ariaSnapshot()).matchAll(/- option "([^"]*)"/g)].map((match) => match[1]);
  expect(names.length).toBeGreaterThanOrEqual(240);
  expect(names.filter((name) => /[A-Za-z]{2}/.test(name))).toEqual([]);

  // Found by its Armenian name in the list's search box.
  await form.getByRole('searchbox').fill('Վիետ');
  await expect(list.getByRole('option', { name: 'Վիետնամ +84', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAccessibleName(/Վիետնամ \+84$/);
});
