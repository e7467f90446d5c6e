/**
 * Behaviour that needs more than the one site Playwright starts: API outages (the demo API stopped under
 * a running site), empty lists, and two instances sharing one cache through a real redis-server.
 * Each instance runs from its own copy of the same build, started with `npm start`.
 */
import { expect, test } from '@playwright/test';

import { typesetAll } from '../lib/typography';
import en from '../messages/en.json';
import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { E2E_OTP_CODE } from '../playwright.config';
import {
  copyBuild,
  forgetPrerendered,
  pollUntil,
  portsOf,
  removeBuild,
  startDemoApi,
  startInstancePair,
  startRedis,
  startSite,
  type Running,
} from '../scripts/processes';

// The site typesets every message on the server (lib/typography): the page shows them that way.
const MESSAGES = { hy: typesetAll(hy, 'hy'), ru: typesetAll(ru, 'ru'), en: typesetAll(en, 'en') } as const;
const PREFIX = { hy: '', ru: '/ru', en: '/en' } as const;
const SECRET = 'instances-test-secret-of-32-characters';
const ports = portsOf('e2e');
const PORTS = {
  outageSite: ports.instances[0],
  outageApi: ports.apis[0],
  siteA: ports.instances[1],
  apiA: ports.apis[1],
  siteB: ports.instances[2],
  redis: ports.redis,
};

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

async function revalidate(site: string, type: string, slug?: string) {
  const response = await fetch(`${site}/api/revalidate`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(slug ? { type, slug } : { type }),
  });
  expect(response.status).toBe(200);
}

async function newsItems(api: string): Promise<Array<{ slug: string; title: string }>> {
  const body = await (await fetch(`${api}/api/v1/news/?page=1&pageSize=6`, { headers: { 'Accept-Language': 'en' } })).json();
  return body.data.items;
}

test.describe('an API outage under a running site', () => {
  let dist: string;
  let api: Running;
  let site: Running;

  test.beforeAll(async () => {
    dist = copyBuild('outage');
    api = await startDemoApi(PORTS.outageApi, { SITE_URL: `http://localhost:${PORTS.outageSite}`, REVALIDATE_SECRET: SECRET });
    site = await startSite(PORTS.outageSite, dist, {
      API_URL: api.url,
      SITE_URL: `http://localhost:${PORTS.outageSite}`,
      REVALIDATE_SECRET: SECRET,
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await api?.stop();
    if (dist) removeBuild(dist);
  });

  test('a revalidated page keeps its last good content; a never-rendered page answers 5xx, uncached, with the error screen', async ({
    page,
  }) => {
    const [kept, never] = await newsItems(api.url);
    forgetPrerendered(dist, `en/news/${never.slug}`);
    const first = await fetch(`${site.url}/en/news/${kept.slug}`);
    expect(first.status).toBe(200);
    expect(withoutScripts(await first.text())).toContain(kept.title);

    await api.stop();
    await revalidate(site.url, 'news', kept.slug);
    for (let i = 0; i < 3; i++) {
      // The first visit after the webhook starts the (failing) regeneration; every answer is the last good page.
      const response = await fetch(`${site.url}/en/news/${kept.slug}`);
      expect(response.status).toBe(200);
      expect(withoutScripts(await response.text())).toContain(kept.title);
      await new Promise((resolve) => setTimeout(resolve, 700));
    }

    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${site.url}/en/news/${never.slug}`);
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(response.headers.get('cache-control')).toMatch(/no-store/);
    }
    const response = await page.goto(`${site.url}/en/news/${never.slug}`);
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole('heading', { level: 1, name: en.Error.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: en.Error.retry })).toBeVisible();
  });

  test('empty lists show a translated empty state with a next step', async () => {
    api = await startDemoApi(PORTS.outageApi, { SITE_URL: site.url, REVALIDATE_SECRET: SECRET, DEMO_EMPTY_CONTENT: '1' });
    for (const type of ['news', 'gallery', 'doctors']) await revalidate(site.url, type);
    const cases = [
      ['/news', 'news', '/services'],
      ['/gallery', 'gallery', '/about-us'],
      ['/doctors', 'doctors', '/contacts'],
    ] as const;
    for (const locale of ['hy', 'ru', 'en'] as const) {
      for (const [route, list, next] of cases) {
        const url = `${site.url}${PREFIX[locale]}${route}`;
        const t = MESSAGES[locale].EmptyState[list];
        await pollUntil(async () => withoutScripts(await (await fetch(url)).text()).includes(t.text), 10_000, `${url} empty state`);
        const html = withoutScripts(await (await fetch(url)).text());
        expect(html, url).toMatch(new RegExp(`<a [^>]*href="${PREFIX[locale]}${next}"[^>]*>${t.action}</a>`));
      }
    }
  });
});

test.describe('a clinic backend without online booking', () => {
  let dist: string;
  let api: Running;
  let site: Running;

  test.beforeAll(async () => {
    dist = copyBuild('no-booking');
    // The build prerendered the booking page against a demo API that books online; this instance renders it anew.
    forgetPrerendered(dist, 'en/book');
    api = await startDemoApi(PORTS.outageApi, { SITE_URL: `http://localhost:${PORTS.outageSite}`, DEMO_BOOKING: 'off' });
    site = await startSite(PORTS.outageSite, dist, { API_URL: api.url, SITE_URL: `http://localhost:${PORTS.outageSite}` });
  });
  test.afterAll(async () => {
    await site?.stop();
    await api?.stop();
    if (dist) removeBuild(dist);
  });

  test('the booking page says so and offers the request form, whose code comes only with it', async ({ page }) => {
    const t = MESSAGES.en.ApplicationForm;
    const scripts: Array<Promise<string>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await page.goto(`${site.url}/en/book`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: MESSAGES.en.Booking.fallbackTitle })).toBeVisible();
    // The page's lead describes online booking, so it is left out here.
    await expect(page.getByText(MESSAGES.en.Pages.book.description)).toHaveCount(0);
    // Below the page's "Book an appointment", the form is titled as the request it is, not the same words again.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.Pages.book.title);
    await expect(page.getByRole('heading', { level: 2, name: t.requestTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.title, exact: true })).toHaveCount(1);
    expect((await Promise.all(scripts)).some((body) => body.includes('"ApplicationForm"'))).toBe(true);

    // The form works: its checks answer next to the fields and keep what was typed. (Sending goes to the API the
    // build was made for, which this copy of it does not use.)
    const form = page.locator('#application');
    await form.getByLabel(t.name).fill('Anna Hakobyan');
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByText(t.errors.phoneRequired)).toBeVisible();
    await expect(form.getByText(t.errors.consentRequired)).toBeVisible();
    await expect(form.getByLabel(t.name)).toHaveValue('Anna Hakobyan');
  });
});

test.describe('two instances sharing one cache through Redis', () => {
  const dists: string[] = [];
  const running: Running[] = [];

  test.afterAll(async () => {
    for (const process of running.reverse()) await process.stop();
    for (const dist of dists) removeBuild(dist);
  });

  test('a change revalidated through instance A shows on instance B within 5 s; without Redis B keeps serving', async () => {
    const redis = await startRedis(PORTS.redis);
    running.push(redis);
    dists.push(copyBuild('redis-a'), copyBuild('redis-b'));
    // Test mode (a fixed code): the demo edit call exists only then.
    const shared = { REDIS_URL: redis.url, REVALIDATE_SECRET: SECRET, DEMO_OTP_CODE: E2E_OTP_CODE };
    // A runs the demo API (its webhook calls A); B uses A's demo API.
    const { b, apiUrl } = await startInstancePair(dists, PORTS, shared, running);

    const [, item] = await newsItems(apiUrl);
    const onB = async () => withoutScripts(await (await fetch(`${b.url}/en/news/${item.slug}`)).text());
    expect(await onB()).toContain(item.title);

    const edited = `${item.title} (edited through A)`;
    const patch = await fetch(`${apiUrl}/api/v1/demo/news/${item.slug}/`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ locale: 'en', title: edited }),
    });
    expect((await patch.json()).data.webhook).toEqual({ status: 200 });
    await pollUntil(async () => (await onB()).includes(edited), 5000, 'instance B shows the change made through A');

    // Redis goes away: B keeps serving from its local cache and warns once.
    await redis.stop();
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${b.url}/en/news/${item.slug}`);
      expect(response.status).toBe(200);
      expect(withoutScripts(await response.text())).toContain(edited);
    }
    expect(b.output().match(/Redis \(REDIS_URL\) is unavailable/g)).toHaveLength(1);
  });
});
