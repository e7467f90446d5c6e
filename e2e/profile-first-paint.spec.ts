import { expect, test } from '@playwright/test';

import en from '../messages/en.json';
import { signInViaSite, TEXT } from './auth-helpers';
import { holdScripts, isHydrated } from './before-hydration';

/**
 * The profile, rendered per request under a nonce policy, paints from its document alone as the public pages do
 * (lib/http/paint-first-page.ts): its critical CSS in the document, its stylesheets and scripts added after the
 * first paint by a loader that carries the request's nonce, and a tap at the first paint replayed once React is there.
 */

test('the profile document needs nothing else for its first paint, and its loader runs under the page’s nonce', async ({
  context,
  baseURL,
}) => {
  const client = await signInViaSite(context, baseURL!);
  const response = await context.request.get(`/en/profile/${client.sub}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));

  expect(head).toContain('<style id="critical-css">');
  // No stylesheet blocks the paint (only the copies for a browser without JavaScript) and no script is fetched before it.
  expect(head.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(/<link rel="stylesheet"/);
  expect(head).not.toMatch(/<script src="[^"]+"(?: nonce="[^"]*")? async/);
  expect(head).not.toContain('rel="preload" as="script"');
  expect(html).toContain(`<script id="after-first-paint" nonce="${nonce}">`);
  // Nothing of the client's is in the document: the data is fetched in the browser.
  expect(html).not.toContain(client.phone);
});

test('a tap on the profile at the first paint acts once its scripts arrive, with no policy violation', async ({
  page,
  context,
  baseURL,
}) => {
  const client = await signInViaSite(context, baseURL!);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const scripts = await holdScripts(page);
  await page.goto(`/en/profile/${client.sub}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'));
  // Painted, styled by the document's own CSS: every script and stylesheet of the build is still held back.
  await expect(page.getByRole('heading', { level: 1, name: en.Pages.profile.title })).toBeVisible();
  const services = page.getByRole('banner').getByRole('button', { name: en.Nav.services });
  await expect(services).toHaveCSS('cursor', 'pointer');
  await services.click();
  expect(await isHydrated(page, 'header button[aria-controls]')).toBe(false);

  scripts.release();
  await expect(services).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: TEXT.en.appointments })).toBeVisible();
  expect(violations).toEqual([]);
});
