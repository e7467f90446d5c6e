import type { Locator, Page } from '@playwright/test';

import { hoursRange, VISIT_TIMES_OF_DAY } from '../lib/clinic';
import en from '../messages/en.json';
import { expect, test } from './fixtures';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

test.describe('keyboard-only paths', () => {
  test('skip link, then the services submenu of the desktop navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/contacts', { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();

    const services = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Services' });
    await tabTo(page, services, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    const ent = page.getByRole('link', { name: en.Services.ent });
    await tabTo(page, ent);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/services\/ent$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(en.Services.ent);
  });

  test('the mobile menu opens, is walked with Tab and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en', { waitUntil: 'networkidle' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const news = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News' });
    await expect(news).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(news).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, news);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/news$/);
  });

  test('the language switcher keeps the page', async ({ page }) => {
    await page.goto('/en/gallery', { waitUntil: 'networkidle' });
    const russian = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Русский' });
    await tabTo(page, russian);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ru\/gallery$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  });

  test('the application form with the phone country picker, from the first field to the thank-you', async ({ page }) => {
    const t = en.ApplicationForm;
    await page.goto('/en/services/lab', { waitUntil: 'networkidle' });
    const form = page.locator('#application');
    await tabTo(page, form.getByLabel(t.name));
    await page.keyboard.type('Olga Ivanova');

    const country = form.getByRole('combobox', { name: /Country code/ });
    await tabTo(page, country);
    await page.keyboard.press('ArrowDown');
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('Russ');
    await page.keyboard.press('Enter');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(country).toHaveAccessibleName(/Russia.*\+7/);

    await tabTo(page, form.getByRole('textbox', { name: t.phone, exact: true }));
    await page.keyboard.type('9123456789');
    // The visit preferences are radio groups and checkboxes: arrows move within a group, Space ticks.
    await tabTo(page, form.getByRole('checkbox', { name: 'Tuesday' }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('radio', { name: t.timeAny }));
    await page.keyboard.press('ArrowDown');
    await expect(
      form.getByRole('radio', { name: t.times.morning.replace('{hours}', hoursRange(VISIT_TIMES_OF_DAY.morning, 'en')) }),
    ).toBeChecked();
    await tabTo(page, form.getByRole('radio', { name: t.channels.call }));
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: t.channels.whatsapp })).toBeChecked();
    const consent = form.getByRole('checkbox', { name: /I agree/ });
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
    const sent = page.waitForRequest((request) => request.url().endsWith('/applications/create/'));
    await tabTo(page, form.getByRole('button', { name: t.submit }));
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Olga Ivanova',
      phone: '+79123456789',
      service: 'lab',
      preferredDays: ['Tu'],
      preferredTime: 'morning',
      contactChannel: 'whatsapp',
    });
    await expect(form.getByText(t.successTitle.replace('{name}', 'Olga Ivanova'))).toBeVisible();
  });
});
