/**
 * A smoke suite in Firefox (Debian's firefox-esr over WebDriver BiDi, see firefox-driver.ts) against
 * the same production server as the rest of the browser tests. Alone:
 * `npx playwright test e2e/firefox.spec.ts` (add E2E_SKIP_BUILD=1 to reuse the last test build).
 */
import fs from 'node:fs';
import type { Browser, Page } from 'puppeteer-core';
import { E2E_OTP_CODE, E2E_PORT } from '../playwright.config';
import { HOME, PREFIX, randomPhone, TEXT, type E2eLocale } from './auth-helpers';
import { closeTab, findByText, launchFirefox, openTab, waitForDownload, waitUntil, type FirefoxTab } from './firefox-driver';
import { test, expect } from './fixtures';

const BASE_URL = `http://localhost:${E2E_PORT}`;
const LANG: Record<E2eLocale, string> = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-US' };

let browser: Browser;
let tab: FirefoxTab | null = null;

// One Firefox for the file, the tests in order in one worker; each test has its own context.
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  browser = await launchFirefox();
});
test.afterAll(async () => {
  await browser?.close();
});
test.afterEach(async ({}, testInfo) => {
  if (!tab) return;
  if (testInfo.status !== testInfo.expectedStatus) {
    const body = await tab.page.screenshot().catch(() => null);
    if (body) await testInfo.attach('firefox-screenshot', { body: Buffer.from(body), contentType: 'image/png' });
    await testInfo.attach('firefox-url', { body: tab.page.url(), contentType: 'text/plain' });
  }
  await closeTab(tab);
  tab = null;
});

async function open(width?: number, height?: number) {
  tab = await openTab(browser, BASE_URL, width, height);
  return tab;
}

const pathname = (page: Page) => new URL(page.url()).pathname;

/** What may never hyphenate: headings, controls, labels, navigation, card titles and names. */
function hyphenatedControls(): string[] {
  const never = 'h1, h2, h3, h4, h5, h6, button, label, legend, nav a, [class*="specialty"], [class*="title"]';
  return Array.from(document.querySelectorAll<HTMLElement>(never))
    .filter((element) => getComputedStyle(element).hyphens === 'auto')
    .map((element) => `${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 40)}"`);
}

test.describe('Firefox', () => {
  test('the home page in each language: its <html lang>, no console errors, no hyphens in headings or controls at 390 px', async () => {
    const { page, errors } = await open(390, 844);
    for (const locale of ['hy', 'ru', 'en'] as const) {
      await page.goto(HOME[locale], { waitUntil: 'load' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(LANG[locale]);
      await findByText(page, 'h1', /\S/);
      expect(await page.evaluate(hyphenatedControls), locale).toEqual([]);
      // Running text may still hyphenate, long words only.
      const bodyText = await page.evaluate(() => {
        const paragraph = document.querySelector('main section p');
        return paragraph && [getComputedStyle(paragraph).hyphens, getComputedStyle(paragraph).getPropertyValue('hyphenate-limit-chars')];
      });
      expect(bodyText).toEqual(['auto', '12 5 5']);
    }
    await page.goto('/en/doctors', { waitUntil: 'load' });
    expect(await page.evaluate(hyphenatedControls)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the language switcher keeps the page', async () => {
    const { page, errors } = await open();
    await page.goto('/en/contacts', { waitUntil: 'load' });
    const russian = await findByText(page, 'nav[aria-label="Language"] a', /Русский/);
    await russian.click();
    await waitUntil(page, () => document.documentElement.lang === 'ru-RU' && location.pathname === '/ru/contacts');
    await findByText(page, 'h1', /\S/);
    expect(errors).toEqual([]);
  });

  test('the phone field: a country found by typing, the number formatted, Esc closes the list', async () => {
    const { page, errors } = await open();
    await page.goto('/en/services/lab', { waitUntil: 'load' });
    const country = await page.waitForSelector('#application button[aria-haspopup="listbox"]', { visible: true });
    await country!.click();
    await waitUntil(page, () => document.querySelector('#application button[aria-haspopup="listbox"]')?.getAttribute('aria-expanded') === 'true');
    const search = await page.waitForSelector('#application input[type="search"]', { visible: true });
    await search!.type('Russ');
    await page.keyboard.press('Enter');
    await waitUntil(page, () => /Russia.*\+7/.test(document.querySelector('#application button[aria-haspopup="listbox"]')?.getAttribute('aria-label') ?? ''));
    expect(await country!.evaluate((button) => button.getAttribute('aria-expanded'))).toBe('false');

    const number = await page.waitForSelector('#application input[type="tel"]', { visible: true });
    await number!.type('9123456789');
    await waitUntil(page, () => /^912 345[- ]?67[- ]?89$/.test(document.querySelector<HTMLInputElement>('#application input[type="tel"]')!.value));

    await country!.click();
    await waitUntil(page, () => document.querySelector('#application [role="listbox"]') !== null);
    await page.keyboard.press('Escape');
    await waitUntil(page, () => document.querySelector('#application [role="listbox"]') === null);
    expect(await country!.evaluate((button) => button.getAttribute('aria-expanded'))).toBe('false');
    expect(errors).toEqual([]);
  });

  test('sign-in to the profile, a document download, a reload, logout, and at once sign-in again with the same number', async () => {
    test.setTimeout(90_000);
    const { page, errors, downloads } = await open();
    const t = TEXT.en;
    const phone = randomPhone();
    await page.goto('/en', { waitUntil: 'load' });

    const signIn = async () => {
      await (await findByText(page, 'header button', t.signIn)).click();
      const field = await page.waitForSelector('dialog[open] input[type="tel"]', { visible: true });
      await waitUntil(page, () => document.activeElement?.matches('dialog[open] input[type="tel"]') ?? false);
      await field!.type(phone.typed);
      await (await findByText(page, 'dialog[open] button', t.getCode)).click();
      const code = await page.waitForSelector('dialog[open] input[autocomplete="one-time-code"]', { visible: true });
      // A new code: the full countdown, not "a code has already been sent".
      await findByText(page, 'dialog[open] [role="timer"]', /1:(30|29|28)/);
      await Promise.all([page.waitForNavigation(), code!.type(E2E_OTP_CODE)]);
      expect(pathname(page)).toMatch(/^\/en\/profile\/\d+$/);
      await findByText(page, 'main p', t.greeting);
      return pathname(page);
    };

    const profile = await signIn();
    const download = await findByText(page, 'main button', new RegExp(`^${t.download}`));
    await download.click();
    const file = await waitForDownload(downloads);
    expect(file).toMatch(/\.pdf$/);
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.reload({ waitUntil: 'load' });
    await findByText(page, 'main p', t.greeting);
    expect(pathname(page)).toBe(profile);

    await (await findByText(page, 'main button', t.logOut)).click();
    await waitUntil(page, () => location.pathname === '/en');
    await findByText(page, 'header button', t.signIn);

    expect(await signIn()).toBe(profile);
    expect(errors).toEqual([]);
  });

  test('a signed-out visit to a profile asks to sign in, in each language', async () => {
    const { page } = await open();
    for (const locale of ['hy', 'ru', 'en'] as const) {
      await page.goto(`${PREFIX[locale]}/profile/1`, { waitUntil: 'load' });
      await findByText(page, 'dialog[open] h2', TEXT[locale].dialog);
      expect(pathname(page)).toBe(HOME[locale]);
    }
  });
});
