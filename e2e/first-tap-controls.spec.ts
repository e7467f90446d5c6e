import { expect, test } from '@playwright/test';

import en from '../messages/en.json';
import hy from '../messages/hy.json';
import { signInViaSite, TEXT } from './auth-helpers';
import { holdScripts, isHydrated } from './before-hydration';

/**
 * Every control visible at the first paint acts on the first tap, before the page's scripts have arrived: links
 * by themselves, buttons through the head's capture and replay (lib/first-tap). The scripts are held back by route
 * interception until the tap is made, then let through; each test asserts what the visitor wanted happened.
 */

test('"Sign in" tapped before hydration opens the dialog once the page is interactive', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/en/doctors', { waitUntil: 'domcontentloaded' });
  const signIn = page.getByRole('banner').getByRole('button', { name: TEXT.en.signIn });
  await signIn.click();
  expect(await isHydrated(page, 'header button[aria-haspopup="dialog"]')).toBe(false);
  scripts.release();
  await expect(page.getByRole('dialog', { name: TEXT.en.dialog })).toBeVisible({ timeout: 20_000 });
  // Tapped once, opened once: no second tap was replayed to close it.
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', { name: TEXT.en.dialog })).toBeVisible();
});

test('at 390 px the menu tapped before hydration opens once the page is interactive, with "Sign in" in it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = await holdScripts(page);
  await page.goto('/en/services/ent', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: en.Nav.openMenu });
  await menu.click();
  expect(await isHydrated(page, 'header button[aria-controls]')).toBe(false);
  scripts.release();
  await expect(page.getByRole('button', { name: en.Nav.closeMenu })).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  await page.getByRole('banner').getByRole('button', { name: TEXT.en.signIn }).click();
  await expect(page.getByRole('dialog', { name: TEXT.en.dialog })).toBeVisible();
});

test('a "Book" link tapped before hydration goes to the booking', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/en/services/ent', { waitUntil: 'domcontentloaded' });
  const book = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${en.ServicePage.book}`) })
    .first();
  const target = await book.getAttribute('href');
  expect(target).toBeTruthy();
  await book.click();
  await expect(page).toHaveURL(new URL(target!, page.url()).href);
});

test('the language chosen before hydration is remembered: the next visit to "/" is not sent back', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: baseURL! }]);
  await holdScripts(page);
  await page.goto('/ru/contacts', { waitUntil: 'domcontentloaded' });
  await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/contacts$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('en');

  await page.goto('/ru/contacts', { waitUntil: 'domcontentloaded' });
  await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'Հայերեն' }).click();
  // Armenian has no prefix: with the old cookie the proxy would send the visitor back to /ru/contacts.
  await expect(page).toHaveURL(/localhost:\d+\/contacts$/);
  // The page's scripts are still held back, so its load event never comes: the document is enough.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hy-AM');
});

test("the phone field's country picker tapped before hydration opens its list", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/en/services/ent', { waitUntil: 'domcontentloaded' });
  const picker = page.locator('#application button[aria-haspopup="listbox"]');
  await picker.click();
  expect(await isHydrated(page, '#application button[aria-haspopup="listbox"]')).toBe(false);
  scripts.release();
  await expect(picker).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  await expect(page.getByRole('listbox')).toBeVisible();
});

test('a certificate tapped before hydration opens in the viewer', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/en/about-us', { waitUntil: 'domcontentloaded' });
  const certificate = page.locator('button[data-certificate]').first();
  const label = (await certificate.getAttribute('aria-label'))!;
  await certificate.click();
  scripts.release();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByRole('img').first()).toBeVisible();
  expect(label).toContain(en.Gallery.openCertificate.split(':')[0]);
});

test('a gallery photo tapped before hydration opens in the viewer on the same page, and its address names the photo', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
  const scripts = await holdScripts(page);
  await page.goto('/en/gallery', { waitUntil: 'domcontentloaded' });
  const photo = page.locator('a[data-gallery-item]').nth(2);
  const id = await photo.getAttribute('data-gallery-item');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await photo.click();
  expect(await isHydrated(page, 'a[data-gallery-item]')).toBe(false);
  // Not followed: the link would load the whole page again, and wait for its scripts once more.
  await expect(page).toHaveURL(/\/en\/gallery$/);
  scripts.release();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByRole('img').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/gallery\\?item=${id}$`));
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(documents).toHaveLength(1);
});

test('"Show map" tapped before hydration asks for the map', async ({ page }) => {
  const google: string[] = [];
  await page.route(/^https:\/\/[^/]*(googleapis|gstatic)\.com\//, (route) => {
    google.push(route.request().url());
    return route.fulfill({ status: 503, body: '' });
  });
  const scripts = await holdScripts(page);
  await page.goto('/contacts', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: hy.Map.show }).click();
  scripts.release();
  await expect.poll(() => google.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: hy.Map.show })).toHaveCount(0);
});

test('a signed-in patient never sees "Sign in": the first paint already shows "My account", which leads to the profile', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const client = await signInViaSite(context, baseURL!);
  const scripts = await holdScripts(page);
  await page.goto('/en/services/ent', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'));
  const banner = page.getByRole('banner');
  // At the first paint, with no script of the page run but the head's.
  await testInfo.attach('header at first paint', { body: await banner.screenshot(), contentType: 'image/png' });
  await expect(banner.getByText(TEXT.en.signIn, { exact: true })).toBeHidden();
  await expect(banner.getByRole('link', { name: TEXT.en.account })).toBeVisible();
  expect(await isHydrated(page, 'header a[data-account-base]')).toBe(false);

  await banner.getByRole('link', { name: TEXT.en.account }).click();
  await expect(page).toHaveURL(new RegExp(`/en/profile/${client.sub}$`));
  scripts.release();
  await expect(page.getByRole('banner').getByText(TEXT.en.signIn, { exact: true })).toBeHidden();
});

test('a visitor without a session sees "Sign in" from the first paint, and no account link', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: TEXT.en.signIn })).toBeVisible();
  await expect(banner.getByRole('link', { name: TEXT.en.account })).toBeHidden();
});
