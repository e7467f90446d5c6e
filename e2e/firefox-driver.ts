/**
 * Firefox for the browser tests: Debian's `firefox-esr` (or FIREFOX_PATH) driven by puppeteer-core over
 * WebDriver BiDi, without a browser download. Playwright's own Firefox is a patched build; this is the
 * Firefox people run. The small DOM helpers below stand in for Playwright's locators.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** The Firefox to drive; a clear error (never a skip) when there is none: CI installs firefox-esr. */
export function firefoxExecutable(): string {
  const configured = process.env.FIREFOX_PATH;
  if (configured) {
    if (!fs.existsSync(configured)) throw new Error(`FIREFOX_PATH=${configured} does not exist.`);
    return configured;
  }
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Firefox found (looked for ${CANDIDATES.join(', ')}). Install Debian's Firefox ESR ` +
        '(`apt-get install firefox-esr`, as .ci/run does) or set FIREFOX_PATH.',
    );
  }
  return found;
}

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxExecutable(),
    headless: true,
    extraPrefsFirefox: {
      // Quiet and offline apart from the site under test.
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
      'intl.accept_languages': 'hy-AM,hy',
    },
  });
}

export interface FirefoxTab {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** Where downloads land. */
  downloads: string;
}

/** A fresh profile-like context (own cookies and storage) with one page, its errors recorded. */
export async function openTab(browser: Browser, baseURL: string, width = 1280, height = 900): Promise<FirefoxTab> {
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'firefox-downloads-'));
  const context = await browser.createBrowserContext({ downloadBehavior: { policy: 'allow', downloadPath: downloads } });
  const page = await context.newPage();
  await page.setViewport({ width, height });
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  const origin = new URL(baseURL).origin;
  const goto = page.goto.bind(page);
  // Paths relative to the site, like Playwright's baseURL.
  page.goto = (url, options) => goto(url.startsWith('/') ? `${origin}${url}` : url, options);
  return { context, page, errors, downloads };
}

export async function closeTab(tab: FirefoxTab): Promise<void> {
  await tab.context.close();
  fs.rmSync(tab.downloads, { recursive: true, force: true });
}

/** The first element matching `selector` whose trimmed text (or aria-label) matches `name`, once it is visible. */
export async function findByText(page: Page, selector: string, name: string | RegExp, timeout = 15_000): Promise<ElementHandle<Element>> {
  const pattern = typeof name === 'string' ? { source: `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' } : { source: name.source, flags: name.flags };
  const handle = await page.waitForFunction(
    (css: string, source: string, flags: string) => {
      const re = new RegExp(source, flags);
      return Array.from(document.querySelectorAll<HTMLElement>(css)).find((element) => {
        const label = (element.getAttribute('aria-label') ?? element.innerText ?? '').trim().replace(/\s+/g, ' ');
        return re.test(label) && element.getClientRects().length > 0;
      });
    },
    { timeout },
    selector,
    pattern.source,
    pattern.flags,
  );
  return handle as ElementHandle<Element>;
}

/** Waits until `predicate` (run in the page) holds. */
export async function waitUntil(page: Page, predicate: () => boolean): Promise<void> {
  await page.waitForFunction(predicate, { timeout: 15_000 });
}

/** Waits for a finished download (not Firefox's `.part` file) and answers its path. */
export async function waitForDownload(folder: string, timeout = 15_000): Promise<string> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const done = fs.readdirSync(folder).filter((name) => !name.endsWith('.part'));
    const parts = fs.readdirSync(folder).filter((name) => name.endsWith('.part'));
    if (done.length && !parts.length) return path.join(folder, done[0]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No download finished in ${folder} within ${timeout} ms`);
}
