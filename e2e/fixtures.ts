import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

import { LOADER_ID } from '../lib/cache/after-first-paint.mjs';
import { NEAR_SCREEN_ATTRIBUTE } from '../lib/first-tap/hydration-signs';

export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT || 4110}/api/v1`;

/** The first news item and doctor of the demo API, so slug routes use real slugs. */
export async function knownSlugs(request: APIRequestContext) {
  const [news, doctors] = await Promise.all([
    request.get(`${API_URL}/news/?page=1&pageSize=1`).then((r) => r.json()),
    request.get(`${API_URL}/doctors/`).then((r) => r.json()),
  ]);
  const doctorList = Array.isArray(doctors.data) ? doctors.data : doctors.data.items;
  return { news: news.data.items[0].slug as string, doctor: doctorList[0].slug as string };
}

/**
 * Resolves once React has taken over a stored public page. Such a page adds its scripts after its first paint
 * (lib/cache/after-first-paint.mjs), which can come after the load event that `goto` waits for, so a test
 * that clicks at once would click a button React does not handle yet, as a visitor's very first click can.
 * A form below the first screen hydrates only once the visitor comes near it (lib/first-tap/hydrate-near-screen.tsx):
 * the test then acts on it as a visitor does, and what it does there before hydration is replayed.
 * A page without that loader (rendered per request) resolves at once, as before.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    ([loaderId, nearScreen]) => {
      const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      // The body, and every form: a form in a Suspense boundary of its own hydrates later, unless it waits to be near.
      const ready = (form: Element) => hydrated(form) || !!form.closest(`[${nearScreen}]`);
      return !document.getElementById(loaderId) || (!!document.body && hydrated(document.body) && [...document.forms].every(ready));
    },
    [LOADER_ID, NEAR_SCREEN_ATTRIBUTE] as const,
    { timeout: 15_000 },
  );
}

/** The page's `goto` and `reload` wait until React has hydrated the page they load. */
export function hydratingNavigations(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  return page;
}

/**
 * What the page reported that a failed test's assertion cannot show: its uncaught errors, console errors, and
 * requests that failed or were refused. Collected always, printed only when the test fails, so a failure seen once
 * in CI says where to look even when its trace is gone with the machine.
 */
function pageTroubles(page: Page): string[] {
  const troubles: string[] = [];
  const at = () => `${Math.round(performance.now())} ms`;
  page.on('pageerror', (error) => troubles.push(`${at()} page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') troubles.push(`${at()} console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => troubles.push(`${at()} request failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) troubles.push(`${at()} ${response.status()} for ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) troubles.push(`${at()} document: ${frame.url()}`);
  });
  return troubles;
}

/**
 * Each `<dialog>` the page adds or removes, and each time one opens or closes, kept in the page for the failure
 * report: a dialog that never showed, or showed and went, reads differently there.
 */
async function recordDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.defineProperty(window, '__e2eDialogs', { value: log });
    const at = () => `${Math.round(performance.now())} ms`;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof HTMLDialogElement)
          log.push(`${at()} ${record.target.open ? 'opened' : 'closed'}`);
        for (const node of record.addedNodes) if (node instanceof HTMLDialogElement) log.push(`${at()} added`);
        for (const node of record.removedNodes) if (node instanceof HTMLDialogElement) log.push(`${at()} removed`);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
  });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide, testInfo) => {
    const troubles = pageTroubles(page);
    if (javaScriptEnabled !== false) await recordDialogs(page);
    await provide(javaScriptEnabled === false ? page : hydratingNavigations(page));
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const state = await page
        .evaluate(() => ({
          url: location.href,
          painted: performance.getEntriesByType('paint').map((entry) => `${entry.name} ${Math.round(entry.startTime)} ms`),
          scripts: document.querySelectorAll('script[src*="/_next/"]').length,
          hydrated: !!document.body && Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
          dialogs: [...document.querySelectorAll('dialog')].map(
            (dialog) => `${dialog.open ? 'open' : 'closed'}: ${dialog.textContent?.slice(0, 60)}`,
          ),
          dialogHistory: (window as unknown as { __e2eDialogs?: string[] }).__e2eDialogs ?? [],
        }))
        .catch((error: Error) => ({ unreadable: error.message }));
      troubles.push(`at the failure: ${JSON.stringify(state)}`);
      await testInfo.attach('page-troubles', { body: troubles.join('\n'), contentType: 'text/plain' });
    }
  },
});
export { expect };
