/**
 * A smoke suite in Firefox (Debian's firefox-esr over WebDriver BiDi, see firefox-driver.ts) against the
 * same production server as the rest of the browser tests; its own Playwright project, which opens no
 * Chromium. Alone: `npx playwright test --project=firefox` (E2E_SKIP_BUILD=1 reuses the last test build).
 *
 * One Firefox for the file; every test has its own browser context (cookies, storage), and the
 * per-language checks run side by side in contexts of their own. No fixed sleeps: every step waits
 * for a condition in the page.
 */
import fs from 'node:fs';

import type { Browser, Page } from 'puppeteer-core';

import { E2E_OTP_CODE, E2E_PORT } from '../playwright.config';
import { HOME, randomPhone, TEXT, type E2eLocale } from './auth-helpers';
import {
  closeTab,
  findByText,
  firefoxExecutable,
  launchFirefox,
  MISSING_FIREFOX,
  openTab,
  waitForDownload,
  waitForPath,
  waitUntil,
  type FirefoxTab,
} from './firefox-driver';
import { expect, test } from './fixtures';

const BASE_URL = `http://localhost:${E2E_PORT}`;
const LOCALES = ['hy', 'ru', 'en'] as const;
const LANG: Record<E2eLocale, string> = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-US' };
const FIREFOX = firefoxExecutable();

let browser: Browser | undefined;
/** The tabs the running test opened; closed after it (with a screenshot of each when it failed). */
let tabs: FirefoxTab[] = [];

async function open(width?: number, height?: number): Promise<FirefoxTab> {
  const tab = await openTab(browser!, BASE_URL, width, height);
  tabs.push(tab);
  return tab;
}

const pathname = (page: Page) => page.evaluate(() => location.pathname);

/** What may never hyphenate: headings, controls, labels, navigation, card titles and names. */
function hyphenatedControls(): { checked: number; hyphenated: string[] } {
  const never =
    'h1, h2, h3, h4, h5, h6, button, label, legend, summary, nav a, th, [class*="specialty"], [class*="title"], [class*="name"]';
  const elements = Array.from(document.querySelectorAll<HTMLElement>(never));
  const hyphenated = elements
    .filter((element) => getComputedStyle(element).hyphens === 'auto')
    .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.innerText.trim().slice(0, 40)}"`);
  return { checked: elements.length, hyphenated };
}

/** How running text hyphenates: `hyphens`, and the shortest word it may break (hyphenate-limit-chars' first number). */
function runningText(): { hyphens: string; shortestWord: number } | null {
  const paragraph = document.querySelector('main p');
  if (!paragraph) return null;
  const style = getComputedStyle(paragraph);
  return { hyphens: style.hyphens, shortestWord: parseInt(style.getPropertyValue('hyphenate-limit-chars'), 10) || 0 };
}

test.describe('Firefox', () => {
  // One worker, one Firefox, tests in order (the config's fullyParallel would start a Firefox per worker).
  test.describe.configure({ mode: 'default' });
  // Only a machine without Firefox outside CI skips; CI installs firefox-esr (.ci/run) and fails without it.
  const skip = !FIREFOX && !process.env.CI;
  test.skip(skip, `${MISSING_FIREFOX} Skipping the Firefox suite.`);
  // The list reporter does not print a skip's reason: say it where the run is watched.
  if (skip) console.warn(`${MISSING_FIREFOX} Skipping the Firefox suite (CI runs it).`);

  test.beforeAll(async () => {
    if (!FIREFOX) throw new Error(`${MISSING_FIREFOX} CI must run the Firefox suite.`);
    browser = await launchFirefox(FIREFOX);
  });
  test.afterAll(async () => {
    await browser?.close();
  });
  test.afterEach(async ({}, testInfo) => {
    const opened = tabs;
    tabs = [];
    for (const [index, tab] of opened.entries()) {
      if (testInfo.status !== testInfo.expectedStatus) {
        const body = await tab.page.screenshot().catch(() => null);
        if (body) await testInfo.attach(`firefox-screenshot-${index}`, { body: Buffer.from(body), contentType: 'image/png' });
        await testInfo.attach(`firefox-url-${index}`, { body: `${tab.page.url()}\n${tab.errors.join('\n')}`, contentType: 'text/plain' });
      }
      await closeTab(tab);
    }
  });

  test('the home page in each language: its <html lang>, no console errors, no hyphens in headings or controls at 390 px', async () => {
    await Promise.all(
      LOCALES.map(async (locale) => {
        const { page, errors } = await open(390, 844);
        await page.goto(HOME[locale], { waitUntil: 'load' });
        expect(await page.evaluate(() => document.documentElement.lang), locale).toBe(LANG[locale]);
        await findByText(page, 'h1', /\S/);
        const controls = await page.evaluate(hyphenatedControls);
        expect(controls.checked, locale).toBeGreaterThan(10);
        expect(controls.hyphenated, locale).toEqual([]);
        // Running text may still hyphenate, long words only.
        const text = await page.evaluate(runningText);
        expect(text?.hyphens, locale).toBe('auto');
        expect(text?.shortestWord, locale).toBeGreaterThanOrEqual(10);

        if (locale === 'en') {
          // The doctors' cards: names and specialties never hyphenate (English is where Firefox did).
          await page.goto('/en/doctors', { waitUntil: 'load' });
          await findByText(page, 'h1', /\S/);
          expect((await page.evaluate(hyphenatedControls)).hyphenated, 'en doctors').toEqual([]);
        }
        expect(errors, locale).toEqual([]);
      }),
    );
  });

  test('the language switcher keeps the page', async () => {
    const { page, errors } = await open();
    await page.goto('/en/contacts', { waitUntil: 'load' });
    await (await findByText(page, 'nav[aria-label="Language"] a', /Русский/)).click();
    await waitUntil(page, () => document.documentElement.lang === 'ru-RU' && location.pathname === '/ru/contacts');
    await findByText(page, 'h1', /\S/);
    expect(errors).toEqual([]);
  });

  test('a page reloaded scrolled down still gets its scripts (Firefox reports no paint for it)', async () => {
    const { page, errors } = await open();
    const t = TEXT.en;
    await page.goto('/en/doctors', { waitUntil: 'load' });
    await findByText(page, 'header button', t.signIn, { hydrated: true });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitUntil(page, () => window.scrollY > 0);
    await page.reload({ waitUntil: 'load' });
    // The position restored: Firefox then records no first-contentful-paint entry, which the page's loader must not wait for.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await (await findByText(page, 'header button', t.signIn, { hydrated: true })).click();
    await findByText(page, 'dialog[open] h2', t.dialog);
    expect(errors).toEqual([]);
  });

  test('the phone field: a country found by typing, the number formatted, Esc closes the list', async () => {
    const { page, errors } = await open();
    await page.goto('/en/services/lab', { waitUntil: 'load' });
    const countrySelector = '#application button[aria-haspopup="listbox"]';
    // The form hydrates once the visitor comes to it.
    await page.evaluate(() => document.querySelector('#application')!.scrollIntoView());
    const country = await findByText(page, countrySelector, /\+\d/, { hydrated: true });
    await country.click();
    await waitUntil(page, (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'true', countrySelector);
    const search = await page.waitForSelector('#application input[type="search"]', { visible: true });
    await search!.type('Russ');
    await waitUntil(page, () =>
      /Russia/.test(document.querySelector('#application [role="listbox"] [aria-selected="true"]')?.textContent ?? ''),
    );
    await page.keyboard.press('Enter');
    await waitUntil(
      page,
      (css: string) => /Russia.*\+7/.test(document.querySelector(css)?.getAttribute('aria-label') ?? ''),
      countrySelector,
    );
    expect(await country.evaluate((button) => button.getAttribute('aria-expanded'))).toBe('false');

    const number = await page.waitForSelector('#application input[type="tel"]', { visible: true });
    await number!.type('9123456789');
    await waitUntil(page, () =>
      /^912 345[- ]?67[- ]?89$/.test(document.querySelector<HTMLInputElement>('#application input[type="tel"]')!.value),
    );

    await country.click();
    await waitUntil(page, () => document.querySelector('#application [role="listbox"]') !== null);
    await page.keyboard.press('Escape');
    await waitUntil(page, () => document.querySelector('#application [role="listbox"]') === null);
    expect(await country.evaluate((button) => button.getAttribute('aria-expanded'))).toBe('false');
    expect(errors).toEqual([]);
  });

  test('a signed-out visit to a profile asks to sign in', async () => {
    const { page, errors } = await open();
    await page.goto('/ru/profile/1', { waitUntil: 'load' });
    await findByText(page, 'dialog[open] h2', TEXT.ru.dialog);
    expect(await pathname(page)).toBe(HOME.ru);
    expect(errors).toEqual([]);
  });

  test('sign-in to the profile, a document download, a reload, logout, and at once sign-in again with the same number', async () => {
    const { page, errors, downloads } = await open();
    const t = TEXT.en;
    const phone = randomPhone();
    await page.goto('/en', { waitUntil: 'load' });

    const signIn = async () => {
      await (await findByText(page, 'header button', t.signIn, { hydrated: true })).click();
      const field = await page.waitForSelector('dialog[open] input[type="tel"]', { visible: true });
      await waitUntil(page, () => document.activeElement?.matches('dialog[open] input[type="tel"]') ?? false);
      await field!.type(phone.typed);
      await (await findByText(page, 'dialog[open] button', t.getCode, { hydrated: true })).click();
      const code = await page.waitForSelector('dialog[open] input[autocomplete="one-time-code"]', { visible: true });
      // A new code: a fresh countdown, not "a code has already been sent" with what is left of the last one.
      await findByText(page, 'dialog[open] [role="timer"]', /1:[23]\d/);
      expect(await page.evaluate(() => document.querySelector('dialog[open]')?.textContent ?? '')).not.toContain('already been sent');
      await waitUntil(page, () => document.activeElement?.matches('dialog[open] input[autocomplete="one-time-code"]') ?? false);
      await code!.type(E2E_OTP_CODE);
      // A document load into the profile.
      const profile = await waitForPath(page, /^\/en\/profile\/\d+$/);
      await findByText(page, 'main p', t.greeting);
      return profile;
    };

    const profile = await signIn();
    await (await findByText(page, 'main button', new RegExp(`^${t.download}`), { hydrated: true })).click();
    const file = await waitForDownload(downloads);
    expect(file).toMatch(/\.pdf$/);
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Reloaded scrolled down, as after a download from the lower part of the page: the case without a paint entry.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitUntil(page, () => window.scrollY > 0);
    await page.reload({ waitUntil: 'load' });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await findByText(page, 'main p', t.greeting);
    expect(await pathname(page)).toBe(profile);

    await (await findByText(page, 'main button', t.logOut, { hydrated: true })).click();
    await waitForPath(page, /^\/en$/);
    expect(await signIn()).toBe(profile);
    expect(errors).toEqual([]);
  });
  test('online booking: a day, a time, sign-in inside the flow, the confirmation with its reference', async () => {
    const { page, errors } = await open(390, 844);
    const t = TEXT.en;
    await page.goto('/en/book?service=lab&doctor=any', { waitUntil: 'load' });
    await (await findByText(page, 'main [role="grid"] button[data-free]', /.+/, { hydrated: true })).click();
    await waitUntil(page, () => /day=\d{4}-\d{2}-\d{2}/.test(location.search));
    await (await findByText(page, 'main fieldset label', /.+/, { hydrated: true })).click();
    await findByText(page, 'main [role="status"]', /^This time is held for you until /);
    await (await findByText(page, 'main button', 'Sign in and book', { hydrated: true })).click();
    const field = await page.waitForSelector('dialog[open] input[type="tel"]', { visible: true });
    await field!.type(randomPhone().typed);
    await (await findByText(page, 'dialog[open] button', t.getCode, { hydrated: true })).click();
    const code = await page.waitForSelector('dialog[open] input[autocomplete="one-time-code"]', { visible: true });
    await code!.type(E2E_OTP_CODE);
    await findByText(page, 'main h2', 'Your appointment is booked');
    await findByText(page, 'main dd', /^BK-[A-Z0-9]{5}$/);
    expect(await pathname(page)).toBe('/en/book');
    expect(errors).toEqual([]);
  });
});
