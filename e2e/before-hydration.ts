import type { Page } from '@playwright/test';

/**
 * Holds every script of the page back (the build's chunks) until `release()`: the page is painted and can be
 * tapped and typed into, but React has not taken over yet — the moment a visitor on a slow phone meets.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release };
}

/** Whether React has hydrated the element (its props on the node, as React's own tools read them). */
export async function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
}

/** Every address the page asked for or went to, for checks that typed data never reached one. */
export function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

/** The JSON bodies the page POSTs to an API path ending in `pathEnd`, in order: what a form actually sent. */
export function recordPosts(page: Page, pathEnd: string): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(pathEnd) && request.method() === 'POST') sent.push(request.postDataJSON());
  });
  return sent;
}
