import { expect, test } from '@playwright/test';

import { E2E_REVALIDATE_SECRET } from '../playwright.config';

/**
 * Real visitors' speed: a visit's LCP, INP, CLS and TTFB reach the site's own endpoint when the page is left,
 * without cookies or the page's address; the endpoint refuses what is not a report of the site's own pages.
 */
test.describe.configure({ mode: 'serial' });

type Row = { template: string; locale: string; visits: number; samples: Record<string, number> };

async function summary(request: import('@playwright/test').APIRequestContext): Promise<Row[]> {
  const response = await request.get('/api/vitals', { headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).rows;
}

/** The visitor switches away: the page is hidden, which is when web-vitals finalizes and the report is sent. */
async function hide(page: import('@playwright/test').Page) {
  // Headless Chromium keeps a page visible; the state and its event are what a tab switch gives.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const visitsOf = (rows: Row[], template: string, locale: string) =>
  rows.find((row) => row.template === template && row.locale === locale)?.visits ?? 0;

test('a measured visit reports its numbers when it is hidden, without cookies, and the summary counts it', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'session_client', value: '42', url: baseURL! }]);
  const before = visitsOf(await summary(request), 'service', 'ru');
  // This visit is in the sample.
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/ru/services/ent', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await page.waitForTimeout(500);

  const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/api/vitals') && candidate.method() === 'POST');
  await hide(page);
  const report = await sent;
  const body = report.postDataJSON();
  expect(body).toMatchObject({ template: 'service', locale: 'ru', visit: true });
  const names = body.metrics.map((metric: { name: string }) => metric.name);
  expect(names).toEqual(expect.arrayContaining(['LCP', 'TTFB', 'CLS']));
  expect(JSON.stringify(body)).not.toContain('/ru/services/ent');
  expect((await report.allHeaders()).cookie).toBeUndefined();
  expect((await report.response())?.status()).toBe(204);
  // The measuring library came, and nothing more: the report's schema stays on the server.
  const texts = await Promise.all(scripts);
  expect(texts.some((text) => text.includes('back-forward-cache'))).toBe(true);
  expect(texts.filter((text) => text.includes('"$ZodObject"'))).toEqual([]);

  await expect.poll(async () => visitsOf(await summary(request), 'service', 'ru')).toBe(before + 1);
});

test('a visit outside the sample sends nothing', async ({ page }) => {
  await page.addInitScript(() => {
    Math.random = () => 0.99;
  });
  const reports: string[] = [];
  const scripts: Array<Promise<string>> = [];
  page.on('request', (candidate) => {
    if (candidate.url().endsWith('/api/vitals')) reports.push(candidate.url());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/en/contacts', { waitUntil: 'networkidle' });
  await hide(page);
  await page.waitForTimeout(500);
  expect(reports).toEqual([]);
  // Nor does it download the measuring library (web-vitals names a page restored from the back/forward cache so).
  expect((await Promise.all(scripts)).filter((text) => text.includes('back-forward-cache'))).toEqual([]);
});

test('bad, huge, foreign and too many reports are refused and count nothing', async ({ request, baseURL }) => {
  test.setTimeout(150_000);
  const origin = new URL(baseURL!).origin;
  const report = { template: 'gallery', locale: 'hy', visit: true, metrics: [{ name: 'LCP', value: 1000 }] };
  const send = (data: string, headers: Record<string, string> = {}) =>
    request.post('/api/vitals', { data, headers: { Origin: origin, 'Content-Type': 'application/json', ...headers } });
  // The limit counts every report from this address, and the other workers' sampled visits come from it too: a
  // body that reaches the limit in an exhausted window is sent again when the window allows.
  const sendWithinLimit = async (data: string) => {
    const response = await send(data);
    if (response.status() !== 429) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers()['retry-after']) * 1000 + 100));
    return send(data);
  };
  const before = visitsOf(await summary(request), 'gallery', 'hy');

  expect((await sendWithinLimit('{"template":')).status()).toBe(400);
  expect((await sendWithinLimit(JSON.stringify({ ...report, url: '/gallery' }))).status()).toBe(400);
  expect((await sendWithinLimit(JSON.stringify({ ...report, padding: 'x'.repeat(4000) }))).status()).toBe(413);
  expect((await send(JSON.stringify(report), { Origin: 'https://elsewhere.example' })).status()).toBe(403);
  expect((await send(JSON.stringify(report), { 'Content-Type': 'text/plain' })).status()).toBe(415);
  expect(visitsOf(await summary(request), 'gallery', 'hy')).toBe(before);

  // One address, many reports: the limit holds them back (the window is a minute; this test runs last).
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await send(JSON.stringify(report))).status());
  const accepted = statuses.filter((status) => status === 204).length;
  expect(statuses).toContain(429);
  expect(accepted).toBeLessThanOrEqual(30);
  expect(visitsOf(await summary(request), 'gallery', 'hy')).toBe(before + accepted);
});
