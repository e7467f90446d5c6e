/**
 * Firefox for the browser tests: Debian's `firefox-esr` (or FIREFOX_PATH) driven by puppeteer-core over
 * WebDriver BiDi, without a browser download. Playwright's own Firefox is a patched build; this is the
 * Firefox people run. The small DOM helpers below stand in for Playwright's locators: each waits on a
 * condition in the page (never a fixed time).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

export const MISSING_FIREFOX =
  `No Firefox found (looked for ${CANDIDATES.join(', ')}): install Debian's Firefox ESR ` +
  '(`apt-get install firefox-esr`, as .ci/run does) or set FIREFOX_PATH.';

/** The Firefox to drive, or undefined when there is none. A FIREFOX_PATH that does not exist is an error. */
export function firefoxExecutable(): string | undefined {
  const configured = process.env.FIREFOX_PATH;
  if (configured) {
    if (!fs.existsSync(configured)) throw new Error(`FIREFOX_PATH=${configured} does not exist.`);
    return configured;
  }
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}

export function launchFirefox(executablePath: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    headless: true,
    // One viewport per page (setViewport), none by default.
    defaultViewport: null,
    extraPrefsFirefox: {
      // Quiet and offline apart from the site under test.
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'intl.accept_languages': 'hy-AM,hy',
      // A downloaded PDF stays a file: Firefox would open it in a tab of its own, in front of the page under test.
      'pdfjs.disabled': true,
      'browser.download.open_pdf_attachments_inline': false,
      'browser.download.alwaysOpenPanel': false,
      // Pages run side by side, each in a window of its own; none is throttled as a background tab.
      'dom.min_background_timeout_value': 4,
      'dom.timeout.enable_budget_timer_throttling': false,
    },
  });
}

/** How long one wait for a condition may take (a loaded machine: a lazy chunk, a production render). */
export const WAIT_MS = 20_000;

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
  // A window, not a tab: only the selected tab of a window is in front (timers and frames at full speed).
  const page = await context.newPage({ type: 'window' });
  await page.setViewport({ width, height });
  page.setDefaultTimeout(WAIT_MS);
  page.setDefaultNavigationTimeout(WAIT_MS * 2);
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
  await tab.context.close().catch(() => undefined);
  fs.rmSync(tab.downloads, { recursive: true, force: true });
}

interface FindOptions {
  /**
   * Only once React has hydrated the element (its props are on the node): a click on a server-rendered
   * button before that does nothing, which made the sign-in test flaky.
   */
  hydrated?: boolean;
  timeout?: number;
}

/**
 * The first element matching `selector` whose trimmed text (or aria-label) matches `name`, once it is
 * visible (and hydrated, if asked). Survives a document load on the way (the wait starts again in the new page).
 */
export async function findByText(
  page: Page,
  selector: string,
  name: string | RegExp,
  { hydrated = false, timeout = WAIT_MS }: FindOptions = {},
): Promise<ElementHandle<Element>> {
  const pattern =
    typeof name === 'string'
      ? { source: `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' }
      : { source: name.source, flags: name.flags };
  const handle = await page.waitForFunction(
    (css: string, source: string, flags: string, mustBeHydrated: boolean) => {
      const re = new RegExp(source, flags);
      return Array.from(document.querySelectorAll<HTMLElement>(css)).find((element) => {
        const label = (element.getAttribute('aria-label') ?? element.innerText ?? '').trim().replace(/\s+/g, ' ');
        if (!re.test(label) || element.getClientRects().length === 0) return false;
        return !mustBeHydrated || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      });
    },
    { timeout },
    selector,
    pattern.source,
    pattern.flags,
    hydrated,
  );
  return handle as ElementHandle<Element>;
}

/** Waits until `predicate` (run in the page with `arg`, again after a document load) holds. */
export async function waitUntil(page: Page, predicate: (arg: string) => boolean, arg = ''): Promise<void> {
  await page.waitForFunction(predicate, { timeout: WAIT_MS }, arg);
}

/** Waits until the page's path matches (a document load or a client-side navigation). */
export async function waitForPath(page: Page, pattern: RegExp): Promise<string> {
  await waitUntil(page, (source: string) => new RegExp(source).test(location.pathname), pattern.source);
  // From the page itself: page.url() follows the navigation events a moment later.
  return page.evaluate(() => location.pathname);
}

/** Waits for a finished download (not Firefox's `.part` file) and answers its path. */
export async function waitForDownload(folder: string, timeout = WAIT_MS): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const names = fs.readdirSync(folder);
    const done = names.filter((name) => !name.endsWith('.part'));
    if (done.length && done.length === names.length) return path.join(folder, done[0]);
    if (Date.now() > deadline)
      throw new Error(`No download finished in ${folder} within ${timeout} ms (seen: ${names.join(', ') || 'nothing'})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
