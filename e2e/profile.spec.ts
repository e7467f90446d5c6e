import {
  countRequests,
  countSessionRequests,
  revokeRefreshTokens,
  SESSION_ENDED,
  signInViaApi,
  signInViaSite,
  statuses,
  TEXT,
} from './auth-helpers';
import { expect, test } from './fixtures';

/** The demo API's access lifetime in the browser tests (playwright.config.ts: DEMO_ACCESS_TTL). */
const ACCESS_TTL_MS = Number(process.env.E2E_ACCESS_TTL || 20) * 1000;

test.describe('the profile over HTTP', () => {
  test('is dynamic, never publicly cached, not indexed, and carries no personal data in the HTML', async ({ request }) => {
    const client = await signInViaApi(request);
    const response = await request.get(`/en/profile/${client.sub}`, {
      maxRedirects: 0,
      headers: { Cookie: `refresh_token=${client.refresh}` },
    });
    expect(response.status()).toBe(200);
    const cacheControl = response.headers()['cache-control'];
    expect(cacheControl).toMatch(/no-store/);
    expect(cacheControl).toMatch(/private/);
    expect(cacheControl).not.toMatch(/public|s-maxage/);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).not.toContain(client.phone);
  });

  for (const [path, home] of [
    ['/profile/1', '/'],
    ['/ru/profile/1', '/ru'],
    ['/en/profile/1', '/en'],
  ] as const) {
    test(`${path} without a session redirects to ${home} with the dialog and the return path`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': 'hy' } });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location, 'http://site');
      expect(location.pathname).toBe(home);
      expect(location.searchParams.get('signin')).toBe('1');
      expect(location.searchParams.get('next')).toBe('/profile/1');
    });
  }

  test('someone else’s id redirects to the client’s own profile; /profile/abc is 404', async ({ request }) => {
    const client = await signInViaApi(request);
    const other = client.sub === '1' ? '2' : '1';
    const response = await request.get(`/ru/profile/${other}`, {
      maxRedirects: 0,
      headers: { Cookie: `refresh_token=${client.refresh}` },
    });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location, 'http://site').pathname).toBe(`/ru/profile/${client.sub}`);
    expect((await request.get('/profile/abc', { maxRedirects: 0, headers: { 'Accept-Language': 'hy' } })).status()).toBe(404);
  });
});

test.describe('the session in the browser', () => {
  test('the signed-in profile breaks nothing of its strict Content-Security-Policy', async ({ page, context, baseURL }) => {
    const client = await signInViaSite(context, baseURL!);
    // Every violation the browser reports, including blocked probes a script catches (e.g. an eval test).
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`/en/profile/${client.sub}`);
    await expect(page.getByRole('main').getByText(TEXT.en.greeting)).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /^Download/ })
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });

  test('nothing moves when the client’s name and phone arrive: their placeholder held their place', async ({ page, context, baseURL }) => {
    const client = await signInViaSite(context, baseURL!);
    await page.setViewportSize({ width: 412, height: 823 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/clients\/me\/$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/en/profile/${client.sub}`);
    const appointments = page.getByRole('heading', { level: 2, name: TEXT.en.appointments });
    await expect(appointments).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const before = (await appointments.boundingBox())!.y;
    release();
    await expect(page.getByRole('main').getByText(TEXT.en.greeting)).toBeVisible();
    expect((await appointments.boundingBox())!.y).toBe(before);
  });

  test('while the lists load, their placeholders shimmer on the compositor alone: no animation repaints the page', async ({
    page,
    context,
    baseURL,
  }) => {
    const client = await signInViaSite(context, baseURL!);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/clients\/(me|appointments|documents)\/$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/en/profile/${client.sub}`);
    await expect(page.getByRole('heading', { level: 2, name: TEXT.en.appointments })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]').first()).toBeVisible();
    // Every running animation, and the properties its keyframes change: only transform and opacity are animated by the
    // compositor without a main-thread paint at each frame.
    const animated = await page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const frames = (animation.effect as KeyframeEffect).getKeyframes();
        const ignored = new Set(['offset', 'computedOffset', 'easing', 'composite']);
        return [...new Set(frames.flatMap((frame) => Object.keys(frame).filter((key) => !ignored.has(key))))];
      }),
    );
    release();
    expect(animated.length).toBeGreaterThan(0);
    for (const properties of animated)
      expect(properties.every((property) => property === 'transform' || property === 'opacity')).toBe(true);
    await expect(page.getByRole('main').getByText(TEXT.en.greeting)).toBeVisible();
  });

  test('after the access token expires, a profile action refreshes once and succeeds', async ({ page, context, baseURL }) => {
    test.setTimeout(ACCESS_TTL_MS + 60_000);
    const client = await signInViaSite(context, baseURL!);
    const refreshes = countSessionRequests(page, 'refresh');
    await page.goto(`/en/profile/${client.sub}`);
    const download = page
      .getByRole('main')
      .getByRole('button', { name: /^Download/ })
      .first();
    await expect(download).toBeVisible();
    expect(refreshes).toHaveLength(1); // the silent renewal of app start

    await page.waitForTimeout(ACCESS_TTL_MS + 1500);
    const downloads = countRequests(page, /^\/documents\/\d+\/download\/$/);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);

    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    // Refused with the expired token, one refresh, then the retry succeeds.
    expect(await statuses(downloads)).toEqual([401, 200]);
    expect(await statuses(refreshes)).toEqual([200, 200]);
    await expect(page.getByRole('main').getByText(TEXT.en.greeting)).toBeVisible();
  });

  test('with the refresh token revoked, an action after expiry logs the client out into the sign-in dialog', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(ACCESS_TTL_MS + 60_000);
    const client = await signInViaSite(context, baseURL!);
    await page.goto(`/ru/profile/${client.sub}`);
    const download = page
      .getByRole('main')
      .getByRole('button', { name: /^Скачать/ })
      .first();
    await expect(download).toBeVisible();

    await revokeRefreshTokens(request, client.sub);
    await page.waitForTimeout(ACCESS_TTL_MS + 1500);
    await download.click();

    await expect(page.getByRole('dialog', { name: TEXT.ru.dialog })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/ru');
    await expect(page.getByText(TEXT.ru.greeting)).toHaveCount(0);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('refresh_token');
  });

  test('with the refresh token revoked, a reload ends the session and asks to sign in again, saying why', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const client = await signInViaSite(context, baseURL!);
    await page.goto(`/profile/${client.sub}`);
    await expect(page.getByRole('main').getByText(TEXT.hy.greeting)).toBeVisible();

    await revokeRefreshTokens(request, client.sub);
    await page.reload();

    await expect(page.getByRole('dialog', { name: TEXT.hy.dialog })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    // No alarm (no alert anywhere, Next's route announcer aside), but the dialog says the session has ended.
    await expect(page.locator('main, dialog').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: TEXT.hy.dialog }).getByText(SESSION_ENDED.hy)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: TEXT.hy.signIn })).toBeVisible();
  });
});
