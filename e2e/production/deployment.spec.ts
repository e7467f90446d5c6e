/**
 * The site as a clinic deploys it (README "Deploying"): nginx with TLS in front of two `npm start`
 * instances on one Redis, the demo API behind the same proxy. Everything here goes through https://.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import en from '../../messages/en.json';
import { CHROMIUM_LAUNCH_OPTIONS, E2E_OTP_CODE } from '../../playwright.config';
import { forgetPrerendered } from '../../scripts/processes';
import { randomPhone, signInThroughDialog, TEXT } from '../auth-helpers';
import { hydratingNavigations } from '../fixtures';
import { direct, viaProxy, wholeAnswer } from './https';
import { API_PUBLIC_URL, PROD, SITE_URL, startTopology, type Topology } from './topology';

// Generous: every reload is a document load, a renewal and three API calls, on a machine that also runs the other tests.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const API = `http://127.0.0.1:${PROD.apiPort}/api/v1`;

let topology: Topology;
let browser: Browser;

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  topology = await startTopology();
  browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      `--host-resolver-rules=MAP ${PROD.host} 127.0.0.1, MAP ${PROD.apiHost} 127.0.0.1`,
      // Trusts the certificate made for this run, and nothing else.
      `--ignore-certificate-errors-spki-list=${topology.spki}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await topology?.stop();
});

function newContext(): Promise<BrowserContext> {
  return browser.newContext({ baseURL: SITE_URL, locale: 'en-US', acceptDownloads: true });
}

async function apiPost(path: string, data: unknown) {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as { data?: Record<string, string> } | null };
}

/** A sign-in made without a browser, through one instance's own port as nginx would forward it. */
async function obtainOnInstance(port: number) {
  const phone = randomPhone().e164;
  expect((await apiPost('/auth/otp/request/', { phone })).status).toBe(200);
  const verified = await apiPost('/auth/otp/verify/', { phone, code: E2E_OTP_CODE });
  const answer = await direct(port, '/session/obtain', {
    method: 'POST',
    name: `${PROD.host}:${PROD.httpsPort}`,
    headers: { ...forwarded(), origin: SITE_URL, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, verificationToken: verified.body!.data!.verificationToken }),
  });
  expect(answer.status).toBe(200);
  return cookiesOf(answer.headers['set-cookie'] ?? []);
}

/** What nginx adds to each request it forwards. */
const forwarded = () => ({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': PROD.host });

function cookiesOf(setCookies: string[]): Record<string, string> {
  return Object.fromEntries(setCookies.map((cookie) => cookie.split(';')[0].split('=') as [string, string]));
}

async function refreshOn(port: number, cookies: Record<string, string>) {
  const answer = await direct(port, '/session/refresh', {
    method: 'POST',
    name: `${PROD.host}:${PROD.httpsPort}`,
    headers: {
      ...forwarded(),
      origin: SITE_URL,
      'content-type': 'application/json',
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    },
    body: '{}',
  });
  return { status: answer.status, access: answer.status === 200 ? (JSON.parse(answer.body) as { access: string }).access : null };
}

test.describe('sign-in, profile and logout over TLS on two instances', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async () => {
    context = await newContext();
    page = hydratingNavigations(await context.newPage());
  });
  test.afterAll(async () => context?.close());

  test('signs in from the real dialog (the session endpoints accept the public origin) with secure cookies', async () => {
    const obtains: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/session/obtain') obtains.push(response.status());
    });
    await page.goto('/en');
    await page.getByRole('button', { name: TEXT.en.signIn }).click();
    await signInThroughDialog(page, 'en');
    expect(obtains).toEqual([200]);
    await expect(page.getByRole('main').getByText(TEXT.en.greeting)).toBeVisible();

    const cookies = await context.cookies(SITE_URL);
    const byName = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName['__Host-refresh_token']).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(byName['__Host-session_browser']).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(byName['session_client']).toMatchObject({ secure: true, httpOnly: false, sameSite: 'Strict' });
    expect(byName['refresh_token']).toBeUndefined();
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
  });

  test('reloads the profile 10 times in two tabs at once, answered by both instances, and stays signed in', async () => {
    const second = hydratingNavigations(await context.newPage());
    await second.goto(page.url());
    const logBefore = topology.accessLog().length;
    const reload = async (tab: Page) => {
      for (let i = 0; i < 10; i++) {
        await tab.reload();
        await expect(tab.getByRole('main').getByText(TEXT.en.greeting)).toBeVisible();
      }
    };
    await Promise.all([reload(page), reload(second)]);
    const profileLoads = topology
      .accessLog()
      .slice(logBefore)
      .split('\n')
      .filter((line) => /"GET \/en\/profile\/\{id\} /.test(line));
    const upstreams = new Set(profileLoads.map((line) => /upstream=(\S+)/.exec(line)?.[1]));
    expect(profileLoads.length).toBeGreaterThanOrEqual(20);
    expect([...upstreams].sort()).toEqual(PROD.instancePorts.map((port) => `127.0.0.1:${port}`).sort());
    await second.close();
  });

  test('downloads a document', async () => {
    const download = page
      .getByRole('main')
      .getByRole('button', { name: /^Download/ })
      .first();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('logs out: the other tab is signed out and the old refresh token is dead at the API', async () => {
    const other = hydratingNavigations(await context.newPage());
    await other.goto('/en/contacts');
    await expect(other.getByRole('link', { name: TEXT.en.account })).toBeVisible();
    const refresh = (await context.cookies(SITE_URL)).find((cookie) => cookie.name === '__Host-refresh_token')!.value;

    await page.getByRole('banner').getByRole('button', { name: TEXT.en.logOut }).click();
    await expect(other.getByRole('button', { name: TEXT.en.signIn })).toBeVisible();
    await expect.poll(async () => (await context.cookies(SITE_URL)).map((cookie) => cookie.name)).not.toContain('__Host-refresh_token');
    expect((await apiPost('/auth/token/refresh/', { refresh })).status).toBe(401);
    await other.close();
  });
});

test.describe('booking through the proxy on two instances', () => {
  const B = en.Booking;
  const A = en.Profile.appointments;
  const REFERENCE = /^BK-[A-Z0-9]{5}$/;
  const INSTANCES = PROD.instancePorts.map((port) => `127.0.0.1:${port}`);
  // The requests of a booking that reach the site itself: the booking page (its document and the RSC fetches of each
  // choice), the profile, and the session endpoints. Free times, holds, booking, moving and cancelling go from the
  // browser to the API host, which nginx forwards to the API, never to an instance.
  const FLOW_REQUEST = /"(GET|POST) (\/en\/book|\/en\/profile\/\{id\}|\/session\/\w+) HTTP\/[\d.]+" (\d{3}) \d+ upstream=([\d.:]+)/;

  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async () => {
    // The clinic's own zone: each time reads as the clinic's clock alone, the same on the booking page and the profile.
    context = await browser.newContext({ baseURL: SITE_URL, locale: 'en-US', timezoneId: 'Asia/Yerevan' });
    page = hydratingNavigations(await context.newPage());
  });
  test.afterAll(async () => context?.close());

  /**
   * A day with free times after today (Yerevan has no daylight saving time): every time on it is more than the two
   * hours ahead that cancelling and moving online need, however long the test runs.
   */
  async function chooseDayAfterToday() {
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const grid = page.getByRole('grid');
    const later = grid.locator(`button[data-free]:not([data-day="${today}"])`);
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    if ((await later.count()) === 0) {
      await page.getByRole('button', { name: B.nextMonth }).click();
      await expect(grid).toHaveAttribute('aria-busy', 'false');
    }
    await later.first().click();
    await expect(page.getByRole('heading', { name: B.timeTitle })).toBeFocused();
  }

  /** A clinic time as shown ("9:30 AM"), and not the end of another ("11:30 AM"). */
  const shownTime = (time: string) => new RegExp(`(?<!\\d)${time.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}`);

  /** Chooses a time other than `unlike`, waits for its hold, and returns the time as shown (spaces made plain). */
  async function chooseTime(unlike?: string) {
    const times = page.locator('fieldset label');
    const label = unlike ? times.filter({ hasNotText: shownTime(unlike) }).first() : times.first();
    const time = (await label.textContent())!.replace(/\s+/g, ' ').trim();
    await label.getByRole('radio').check({ force: true });
    await expect(page.getByRole('status').filter({ hasText: /This time is held for you until/ })).toBeVisible();
    return time;
  }

  /** An appointment in the profile's upcoming list (the one under the "Upcoming" heading; a new patient has others). */
  const upcoming = (reference: string) =>
    page
      .getByRole('region', { name: TEXT.en.appointments })
      .getByRole('heading', { name: A.upcoming, exact: true })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('listitem')
      .filter({ hasText: reference });
  const card = (reference: string) =>
    page.getByRole('region', { name: TEXT.en.appointments }).getByRole('listitem').filter({ hasText: reference });

  test('books, reschedules and cancels in the browser, with the site’s requests answered by both instances', async () => {
    const logBefore = topology.accessLog().length;

    await test.step('signs in', async () => {
      await page.goto('/en');
      await page.getByRole('button', { name: TEXT.en.signIn }).click();
      await signInThroughDialog(page, 'en');
    });

    const first = await test.step('books a service, a doctor, a day and a time', async () => {
      await page.goto('/en/book');
      await page.getByRole('link', { name: en.Services.ent }).click();
      // A named doctor (the first after "Any doctor"), whom the move below keeps.
      await page.getByRole('list', { name: B.doctorLegend }).getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/\/en\/book\?service=ent&doctor=(?!any\b)[\w-]+$/);
      await chooseDayAfterToday();
      const time = await chooseTime();
      await page.getByRole('button', { name: B.confirm }).click();
      await expect(page.getByRole('heading', { name: B.doneTitle })).toBeFocused();
      const confirmation = page.getByRole('region', { name: B.doneTitle });
      await expect(confirmation.getByText(REFERENCE)).toBeVisible();
      await expect(confirmation).toContainText(shownTime(time));
      const reference = (await confirmation.getByText(REFERENCE).textContent())!;
      await confirmation.getByRole('link', { name: B.profileLink }).click();
      return { time, reference };
    });

    await test.step('the profile lists it as upcoming', async () => {
      await expect(page).toHaveURL(/\/en\/profile\/\d+$/);
      await expect(upcoming(first.reference)).toHaveCount(1);
      await expect(upcoming(first.reference)).toContainText(shownTime(first.time));
    });

    const second = await test.step('moves it to another time', async () => {
      await card(first.reference)
        .getByRole('link', { name: /^Reschedule/ })
        .click();
      await expect(page).toHaveURL(/\/en\/book\?reschedule=\d+&service=ent&doctor=[\w-]+$/);
      await expect(page.getByText(B.rescheduleTitle)).toBeVisible();
      await chooseDayAfterToday();
      const time = await chooseTime(first.time);
      await page.getByRole('button', { name: B.rescheduleConfirm }).click();
      await expect(page.getByRole('heading', { name: B.rescheduled })).toBeFocused();
      const confirmation = page.getByRole('region', { name: B.rescheduled });
      await expect(confirmation.getByText(REFERENCE)).toBeVisible();
      await expect(confirmation).toContainText(shownTime(time));
      const reference = (await confirmation.getByText(REFERENCE).textContent())!;
      expect(reference).not.toBe(first.reference);
      await confirmation.getByRole('link', { name: B.profileLink }).click();
      return { time, reference };
    });

    await test.step('the profile shows the new time, and the old one no longer upcoming', async () => {
      await expect(page).toHaveURL(/\/en\/profile\/\d+$/);
      await expect(upcoming(second.reference)).toHaveCount(1);
      await expect(upcoming(second.reference)).toContainText(shownTime(second.time));
      await expect(upcoming(second.reference)).not.toContainText(shownTime(first.time));
      await expect(upcoming(first.reference)).toHaveCount(0);
      await expect(card(first.reference)).toContainText(A.statuses.cancelled);
    });

    await test.step('cancels it', async () => {
      const visit = card(second.reference);
      await visit.getByRole('button', { name: /^Cancel appointment/ }).click();
      await visit.getByRole('button', { name: A.cancelYes }).click();
      await expect(page.getByRole('status').filter({ hasText: /has been canceled/ })).toBeVisible();
      await expect(upcoming(second.reference)).toHaveCount(0);
      // The API's word, not only the page's: loaded afresh, the profile lists it as canceled, not upcoming.
      await page.reload();
      await expect(card(second.reference)).toContainText(A.statuses.cancelled);
      await expect(upcoming(second.reference)).toHaveCount(0);
    });

    // Which instance answered each of this visit's requests that reached the site, as nginx logged it. What this
    // proves: the requests that carry the session (the sign-in, its renewals, the profile pages) went to both
    // instances, and every step above still worked: a session begun on one instance was honoured by the other (its
    // renewal memory is in Redis), and the booking page, served by either, booked, moved and cancelled for it. What it
    // does not prove: anything about the free times, holds, booking, moving and cancelling calls themselves, which go
    // from the browser to the API host and never pass through an instance.
    const flow = topology
      .accessLog()
      .slice(logBefore)
      .split('\n')
      .map((line) => FLOW_REQUEST.exec(line))
      .filter((match): match is RegExpExecArray => !!match && INSTANCES.includes(match[4]!))
      .map(([, method, route, status, instance]) => ({ request: `${method} ${route}`, status, instance }));
    const answered = (request: RegExp) => flow.filter((entry) => request.test(entry.request));
    const instancesOf = (request: RegExp) => [...new Set(answered(request).map((entry) => entry.instance))].sort();
    console.log(
      `the booking visit through the proxy: ${flow.map((entry) => `${entry.request} ${entry.status} ${entry.instance}`).join(', ')}`,
    );
    expect(answered(/^POST \/session\/obtain$/).map((entry) => entry.status)).toEqual(['200']);
    expect(answered(/^GET \/en\/profile\/\{id\}$/).length).toBeGreaterThanOrEqual(4);
    expect(answered(/^GET \/en\/book$/).length).toBeGreaterThan(0);
    expect(instancesOf(/profile|session/)).toEqual([...INSTANCES].sort());
  });
});

test.describe('the session endpoints behind the proxy', () => {
  test('answer 403 to any origin but SITE_URL, and the real answer to it', async () => {
    const call = (origin: string) =>
      viaProxy(topology.cert, '/session/refresh', { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: '{}' });
    expect((await call('https://evil.example')).status).toBe(403);
    expect((await call(`http://localhost:${PROD.instancePorts[0]}`)).status).toBe(403);
    expect((await call(SITE_URL)).status).toBe(401);
  });

  test('a token rotated on one instance and presented again on the other gets the same answer, to the same browser only', async () => {
    const [first, second] = PROD.instancePorts;
    const cookies = await obtainOnInstance(first);
    const renewed = await refreshOn(first, cookies);
    expect(renewed.status).toBe(200);
    // The reloaded page never stored the new cookie: the old one goes to the other instance.
    const again = await refreshOn(second, cookies);
    expect(again).toEqual(renewed);
    // Someone else presenting the just-rotated token gets nothing.
    const stranger = await refreshOn(second, { ...cookies, '__Host-session_browser': 'someone-else' });
    expect(stranger.status).toBe(401);
  });
});

test.describe('crawlers, hosts and headers', () => {
  test('crawlers get the same pages as people, and the same 404', async () => {
    const news = (await (await fetch(`${API}/news/?page=1&pageSize=1`)).json()).data.items[0].slug as string;
    for (const path of ['/', '/en', `/en/news/${news}`, '/ru/contacts']) {
      const answer = await viaProxy(topology.cert, path, { headers: { 'user-agent': GOOGLEBOT, 'accept-language': 'hy' } });
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain('<h1');
    }
    expect((await viaProxy(topology.cert, '/en/no-such-page', { headers: { 'user-agent': GOOGLEBOT } })).status).toBe(404);
    expect((await viaProxy(topology.cert, '/en/news/no-such-item', { headers: { 'user-agent': GOOGLEBOT } })).status).toBe(404);
  });

  test('a forged host never comes back in an answer, through the proxy or straight to an instance', async () => {
    const forged = 'evil.example';
    const refused = await viaProxy(topology.cert, '/en', { headers: { host: forged } });
    expect(refused.status).toBe(421);
    const answers = [
      await viaProxy(topology.cert, '/', { headers: { 'x-forwarded-host': forged, 'accept-language': 'en' } }),
      await viaProxy(topology.cert, '/en/news', { headers: { 'x-forwarded-host': forged } }),
      await direct(PROD.instancePorts[0], '/', { name: forged, headers: { 'accept-language': 'en', 'x-forwarded-host': forged } }),
      await direct(PROD.instancePorts[1], '/en', { name: forged, headers: { 'x-forwarded-host': forged } }),
      await direct(PROD.instancePorts[1], '/profile/12', { name: forged }),
    ];
    for (const answer of answers) expect(wholeAnswer(answer)).not.toContain(forged);
    expect(answers[0].status).toBe(307);
    expect([`${SITE_URL}/en`, '/en']).toContain(answers[0].headers.location);
    expect(answers[1].body).toContain(`<link rel="canonical" href="${SITE_URL}/en/news"`);
  });

  test('plain http is only a redirect to https', async () => {
    const answer = await direct(PROD.httpPort, '/en/contacts?x=1', { name: PROD.host });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${SITE_URL}/en/contacts?x=1`);
  });

  test('pages carry HSTS and no cookie; the language cookie a switch writes is Secure', async () => {
    for (const path of ['/en', '/ru/contacts', '/']) {
      const answer = await viaProxy(topology.cert, path, { headers: { 'accept-language': 'hy' } });
      expect(answer.headers['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
      expect(answer.headers['set-cookie'], path).toBeUndefined();
    }
    // Russian page, English browser: the page a cache may keep still sets no cookie.
    expect((await viaProxy(topology.cert, '/ru', { headers: { 'accept-language': 'en' } })).headers['set-cookie']).toBeUndefined();

    const context = await newContext();
    const page = hydratingNavigations(await context.newPage());
    await page.goto('/en/contacts');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Русский' }).click();
    await page.waitForURL('**/ru/contacts');
    const locale = (await context.cookies(SITE_URL)).find((cookie) => cookie.name === 'NEXT_LOCALE');
    expect(locale).toMatchObject({ value: 'ru', secure: true });
    await context.close();
  });
});

test.describe('the proxy cache', () => {
  test('serves public pages from its cache, never the profile, the session endpoints or /build-id', async () => {
    await viaProxy(topology.cert, '/en/contacts');
    const cached = await viaProxy(topology.cert, '/en/contacts');
    expect(cached.headers['x-cache-status']).toBe('HIT');
    expect(cached.headers['cache-control']).toMatch(/s-maxage=([1-9]|10)\b/);
    expect(cached.headers['cache-control']).toContain('stale-if-error');
    for (const [path, method] of [
      ['/build-id', 'GET'],
      ['/en/profile/1', 'GET'],
      ['/session/refresh', 'POST'],
    ] as const) {
      await viaProxy(topology.cert, path, {
        method,
        headers: { origin: SITE_URL, 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      const again = await viaProxy(topology.cert, path, {
        method,
        headers: { origin: SITE_URL, 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(again.headers['x-cache-status'], path).not.toBe('HIT');
    }
  });

  test('a page has one ETag on both instances, and the proxy answers a revalidation of it with 304', async () => {
    const path = '/en/doctors';
    const [first, second] = await Promise.all(PROD.instancePorts.map((port) => direct(port, path, { name: PROD.host })));
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    await viaProxy(topology.cert, path);
    const cached = await viaProxy(topology.cert, path);
    expect(cached.headers['x-cache-status']).toBe('HIT');
    expect(cached.headers.etag).toBe(first.headers.etag);
    const revalidated = await viaProxy(topology.cert, path, { headers: { 'if-none-match': cached.headers.etag as string } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    const changed = await viaProxy(topology.cert, path, { headers: { 'if-none-match': 'W/"another-version"' } });
    expect(changed.status).toBe(200);
  });

  test('serves the sitemap and robots.txt from its cache, though Next sends them with max-age=0', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const first = await viaProxy(topology.cert, path);
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control'], path).toContain('max-age=0');
      const again = await viaProxy(topology.cert, path);
      expect(again.headers['x-cache-status'], path).toBe('HIT');
      expect(again.body, path).toBe(first.body);
    }
  });

  test('serves the API’s pictures from the site’s own host, from its cache', async () => {
    const page = await viaProxy(topology.cert, '/en/doctors');
    const all = [...page.body.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    // The largest picture, when small, is written into the page (lib/api/inline-image.ts); the rest are links.
    for (const source of all) expect(source).toMatch(/^(\/media\/|data:image\/)/);
    const sources = all.filter((source) => source.startsWith('/media/'));
    expect(sources.length).toBeGreaterThan(0);
    const first = await viaProxy(topology.cert, sources[0]!);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.body).toContain('<svg');
    expect((await viaProxy(topology.cert, sources[0]!)).headers['x-cache-status']).toBe('HIT');
  });

  test('a change sent through the content webhook shows through the proxy within 15 s', async () => {
    const list = await (await fetch(`${API}/news/?page=1&pageSize=3`, { headers: { 'Accept-Language': 'en' } })).json();
    const { slug, title } = list.data.items[2] as { slug: string; title: string };
    const path = `/en/news/${slug}`;
    expect((await viaProxy(topology.cert, path)).body).toContain(title);
    expect((await viaProxy(topology.cert, path)).headers['x-cache-status']).toBe('HIT');
    const edited = `${title} (revised ${Date.now()})`;
    const patch = await fetch(`${API}/demo/news/${slug}/`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${PROD.secret}` },
      body: JSON.stringify({ locale: 'en', title: edited }),
    });
    expect(patch.status).toBe(200);
    expect((await patch.json()).data.webhook).toEqual({ status: 200 });
    const started = Date.now();
    await expect
      .poll(async () => (await viaProxy(topology.cert, path)).body.includes(edited), { timeout: 15_000, intervals: [500] })
      .toBe(true);
    console.log(`the edit reached visitors behind the proxy in ${Date.now() - started} ms`);
  });
});

test('the API has a host of its own behind the same proxy', async () => {
  const answer = await viaProxy(topology.cert, '/api/v1/doctors/', { name: PROD.apiHost, headers: { origin: SITE_URL } });
  expect(answer.status).toBe(200);
  expect(answer.headers['access-control-allow-origin']).toBe(SITE_URL);
  expect(API_PUBLIC_URL).toBe(`https://${PROD.apiHost}:${PROD.httpsPort}`);
});

test.describe('abuse through the proxy', () => {
  test('cross-site no-cors POSTs to the session endpoints are refused and never spend the sign-in limit', async () => {
    for (let i = 0; i < 15; i++) {
      const foreign = await viaProxy(topology.cert, '/session/obtain', {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
        body: '{}',
      });
      expect(foreign.status).toBe(403);
    }
    // The site's own page may still sign in: the answer is about the body, not a limit.
    const own = await viaProxy(topology.cert, '/session/obtain', {
      method: 'POST',
      headers: { origin: SITE_URL, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(own.status).toBe(400);
  });

  test('a logout past the limit still clears the session cookies', async () => {
    const logout = () =>
      viaProxy(topology.cert, '/session/logout', {
        method: 'POST',
        headers: { origin: SITE_URL, 'content-type': 'application/json', cookie: '__Host-refresh_token=eyJ.stolen.copy; session_client=7' },
        body: '{}',
      });
    // 60 logouts a minute per address, then one more.
    for (let i = 0; i < 60; i++) await logout();
    const past = await logout();
    expect(past.status).toBe(200);
    const cleared = past.headers['set-cookie'] ?? [];
    expect(cleared.find((cookie) => cookie.startsWith('__Host-refresh_token=;'))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(cleared.find((cookie) => cookie.startsWith('session_client=;'))).toBeDefined();
  });

  test('the public API host publishes neither the demo edit call nor the test switches', async () => {
    const edit = await viaProxy(topology.cert, '/api/v1/demo/news/hearing-check-week/', {
      name: PROD.apiHost,
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${PROD.secret}` },
      body: JSON.stringify({ locale: 'en', title: 'Rewritten from outside' }),
    });
    expect(edit.status).toBe(404);
    const revoke = await viaProxy(topology.cert, '/__demo/revoke-refresh', {
      name: PROD.apiHost,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sub: '1' }),
    });
    expect(revoke.status).toBe(404);
    // On the internal network the edit call still wants the secret.
    const unsigned = await fetch(`${API}/demo/news/hearing-check-week/`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: 'en', title: 'Rewritten without the secret' }),
    });
    expect(unsigned.status).toBe(401);
  });
});

test.describe('policies and cache keys through the proxy', () => {
  test('every page carries a Content-Security-Policy: stored, rendered on a cache miss, and the 404s', async () => {
    const list = await (await fetch(`${API}/news/?page=1&pageSize=4`, { headers: { 'Accept-Language': 'ru' } })).json();
    const unseen = (list.data.items[3] as { slug: string }).slug;
    // A page the build never rendered (as one published after it): both instances render it on its first request.
    for (const dist of topology.dists) forgetPrerendered(dist, `ru/news/${unseen}`);
    for (const path of [`/ru/news/${unseen}`, '/', '/en', '/en/contacts', '/en/no-such-page', '/%ff', '/en/news/%ff']) {
      // Armenian: `/` answers its page, not a redirect to /en (a redirect is no document and carries no policy).
      const answer = await viaProxy(topology.cert, path, { headers: { 'accept-language': 'hy' } });
      const policy = answer.headers['content-security-policy'] as string | undefined;
      const scripts = policy?.split('; ').find((directive) => directive.startsWith('script-src '));
      expect(scripts, `${path} (${answer.status})`).toMatch(/^script-src 'self'/);
      expect(scripts, path).not.toContain('unsafe-inline');
      expect(policy, path).toContain("frame-ancestors 'none'");
    }
  });

  test('an unprefixed page is keyed by the language the site chose, q-values included', async () => {
    const path = `/contacts?key=${Date.now()}`;
    // Armenian has the higher weight though English comes first: the Armenian page, which the proxy keeps.
    const armenian = await viaProxy(topology.cert, path, { headers: { 'accept-language': 'en;q=0.1, hy' } });
    expect(armenian.status).toBe(200);
    expect(armenian.body).toContain('<html lang="hy-AM"');
    expect((await viaProxy(topology.cert, path, { headers: { 'accept-language': 'en;q=0.1, hy' } })).headers['x-cache-status']).toBe('HIT');
    // An English browser is sent to /en, never given the Armenian copy.
    const english = await viaProxy(topology.cert, path, { headers: { 'accept-language': 'en' } });
    expect(english.status).toBe(307);
    expect(english.headers.location).toMatch(/\/en\/contacts\?key=/);
  });
});

/** Whether something accepts a TCP connection on host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 5000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** One address of this machine that is not loopback, as another machine on its network would connect to it. */
function externalAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

test.describe('operations through the proxy', () => {
  test('the access log keeps no query, no client id of a profile path, and no full address', async () => {
    const before = topology.accessLog().length;
    await viaProxy(topology.cert, '/en/search?q=chest-pain-and-fever');
    await viaProxy(topology.cert, '/en/profile/4711?next=%2Fen%2Fprofile%2F4711%2Fdocuments');
    // nginx writes a request's line once its response has gone out: the client may read the log before that.
    const logged = () => topology.accessLog().slice(before);
    await expect.poll(logged).toContain('"GET /en/profile/{id} HTTP/');
    const lines = logged();
    expect(lines).toContain('"GET /en/search HTTP/');
    expect(lines).not.toMatch(/chest-pain|4711|next=/);
    expect(lines).toMatch(/^127\.0\.0\.0 /m);
  });

  test('readiness is not published: it would tell anyone whether the API and Redis are down', async () => {
    // Every client of this test is on loopback, which the proxy lets through for monitoring on its machine; any other
    // address is denied by the same location block.
    expect((await viaProxy(topology.cert, '/readyz')).status).toBe(200);
    const block =
      /location = \/readyz \{([^}]*)\}/.exec(fs.readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8'))?.[1] ?? '';
    expect(block.match(/allow (\S+);/g)).toEqual(['allow 127.0.0.1;', 'allow ::1;']);
    expect(block).toContain('deny all;');
    expect((await viaProxy(topology.cert, '/healthz')).status).toBe(200);
  });

  test('each instance serves its metrics on its internal port only, counted by route template', async () => {
    await viaProxy(topology.cert, `/en/doctors?metrics=${Date.now()}`);
    const scrape = await direct(PROD.metricsPorts[0], '/metrics');
    const other = await direct(PROD.metricsPorts[1], '/metrics');
    const text = scrape.body + other.body;
    expect(scrape.status).toBe(200);
    expect(text).toMatch(/clinic_http_requests_total\{route="\/\[locale\]\/doctors",method="GET",status="200"\} \d+/);
    expect(text).toMatch(/clinic_page_cache_lookups_total\{layer="redis",result="(hit|miss)"\} \d+/);
    expect(text).toMatch(/^clinic_api_breaker_open 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect((await viaProxy(topology.cert, '/metrics')).status).toBe(404);
  });

  test('from any address but loopback only the proxy answers: the instances and their metrics listen on loopback', async () => {
    const address = externalAddress();
    expect(address, 'this test needs a network address other than loopback').toBeTruthy();
    // The control: the proxy listens on every interface, so the address itself is reachable.
    expect(await accepts(address!, PROD.httpsPort)).toBe(true);
    for (const port of [...PROD.instancePorts, ...PROD.metricsPorts]) {
      expect(await accepts('127.0.0.1', port), `port ${port} on loopback`).toBe(true);
      expect(await accepts(address!, port), `port ${port} on ${address}`).toBe(false);
    }
  });
});
