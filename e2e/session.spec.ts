/**
 * The session as the site's server keeps it (issue: sessions fit for health data): no token a page
 * script can read, one renewal across tabs, sign-out everywhere, the strict policy on the profile.
 */
import { HOME, PREFIX, randomPhone, signInThroughDialog, signInViaSite, TEXT } from './auth-helpers';
import { API_URL, expect, hydratingNavigations, test } from './fixtures';

const JWT = /eyJ[\w-]+\.[\w-]+\./;

test('after sign-in, a reload and a renewal, page scripts see no token; the refresh cookie is HttpOnly and SameSite=Strict', async ({
  page,
}) => {
  await page.goto(HOME.en);
  await page.getByRole('banner').getByRole('button', { name: TEXT.en.signIn }).click();
  const id = await signInThroughDialog(page, 'en');
  await expect(page.getByRole('main').getByText(TEXT.en.greeting)).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toMatch(JWT);

  const renewed = page.waitForResponse((response) => new URL(response.url()).pathname === '/session/refresh');
  await page.reload();
  expect((await renewed).status()).toBe(200);
  await expect(page.getByRole('main').getByText(TEXT.en.greeting)).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toMatch(JWT);
  expect(await page.evaluate(() => document.cookie)).toContain(`session_client=${id}`);

  const cookie = (await page.context().cookies()).find((c) => c.name === 'refresh_token');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(cookie!.value).toMatch(JWT);
});

test('a profile reached through the sign-in dialog is a document load under the strict nonce policy', async ({ page }) => {
  await page.goto('/ru/contacts');
  await page.getByRole('banner').getByRole('button', { name: TEXT.ru.signIn }).click();
  const documentLoad = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && /\/ru\/profile\/\d+$/.test(new URL(response.url()).pathname),
  );
  await signInThroughDialog(page, 'ru', randomPhone());
  const policy = (await documentLoad).headers()['content-security-policy'];
  const scripts = policy.match(/script-src[^;]*/)![0];
  expect(scripts).toMatch(/'nonce-[^']+'/);
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain('unsafe-inline');
  await expect(page.getByRole('main').getByText(TEXT.ru.greeting)).toBeVisible();
});

test('two pages of one browser reload at the same moment, ten times: both stay signed in and see the profile', async ({
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const client = await signInViaSite(context, baseURL!);
  const pages = [hydratingNavigations(await context.newPage()), hydratingNavigations(await context.newPage())];
  await Promise.all(pages.map((page) => page.goto(`/en/profile/${client.sub}`)));
  for (let round = 0; round < 10; round += 1) {
    await Promise.all(pages.map((page) => page.reload()));
    for (const page of pages) {
      await expect(page.getByRole('main').getByText(TEXT.en.greeting), `round ${round + 1}`).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(`/en/profile/${client.sub}`);
    }
  }
});

test('logout from the header in one page signs the other page out within a second, without a reload; the old refresh token is dead', async ({
  context,
  baseURL,
  request,
}) => {
  const client = await signInViaSite(context, baseURL!);
  const [profile, other] = [hydratingNavigations(await context.newPage()), hydratingNavigations(await context.newPage())];
  await profile.goto(`/profile/${client.sub}`);
  await expect(profile.getByRole('main').getByText(TEXT.hy.greeting)).toBeVisible();
  await other.goto('/news');
  await expect(other.getByRole('banner').getByRole('link', { name: TEXT.hy.account })).toBeVisible();
  const refresh = (await context.cookies()).find((c) => c.name === 'refresh_token')!.value;

  await other.getByRole('banner').getByRole('button', { name: TEXT.hy.logOut }).click();

  await expect(other.getByRole('banner').getByRole('button', { name: TEXT.hy.signIn })).toBeVisible({ timeout: 1000 });
  await expect(profile.getByRole('main').getByText(TEXT.hy.greeting)).toHaveCount(0, { timeout: 1000 });
  await expect(profile.getByRole('banner').getByRole('button', { name: TEXT.hy.signIn })).toBeVisible();
  await expect(profile).toHaveURL((url) => url.pathname === HOME.hy);
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('refresh_token');
  const replay = await request.post(`${API_URL}/auth/token/refresh/`, { data: { refresh } });
  expect(replay.status()).toBe(401);
});

test('the code countdown survives closing the dialog and a reload', async ({ page }) => {
  await page.goto(HOME.en);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: TEXT.en.signIn }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.en.dialog });
  await dialog.getByLabel(TEXT.en.phone).fill(randomPhone().typed);
  await dialog.getByRole('button', { name: TEXT.en.getCode }).click();
  await expect(dialog.getByRole('timer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await banner.getByRole('button', { name: TEXT.en.signIn }).click();
  await expect(dialog.getByRole('timer')).toContainText(/1:[0-2]\d/);
  await expect(dialog.getByLabel(TEXT.en.code)).toBeVisible();

  await page.reload();
  await banner.getByRole('button', { name: TEXT.en.signIn }).click();
  await expect(dialog.getByRole('timer')).toContainText(/1:[0-2]\d/);
  await expect(dialog.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
});

test.describe('over HTTP', () => {
  test('encoded spellings of /profile/{id} are guarded; malformed percent-encoding is never a 5xx', async ({ request }) => {
    for (const path of ['/%70rofile/2', '/profile/%32', '/ru/%70rofile/%32']) {
      const response = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': 'hy' } });
      expect(response.status(), path).not.toBe(200);
      expect(response.status(), path).toBe(307);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
    }
    for (const path of ['/%ff', '/%E0%A4%A', '/reviews/%2e%2e/%ff', `${PREFIX.ru}/%ff`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect([400, 404], path).toContain(response.status());
      expect(await response.text(), path).toContain('<html');
    }
  });

  test('the site session endpoints take only a same-origin JSON POST', async ({ request, baseURL }) => {
    const foreign = await request.post(`${baseURL}/session/refresh`, {
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      data: '{}',
    });
    expect(foreign.status()).toBe(403);
    const plain = await request.post(`${baseURL}/session/obtain`, {
      headers: { Origin: new URL(baseURL!).origin, 'Content-Type': 'text/plain' },
      data: '{}',
    });
    expect(plain.status()).toBe(415);
  });

  test('a cross-origin text/plain POST to each create call of the clinic API is refused', async ({ request }) => {
    for (const path of ['/applications/create/', '/testimonials/create/']) {
      const response = await request.post(`${API_URL}${path}`, {
        headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
        data: JSON.stringify({ name: 'Spam', phone: '+37491000000', consent: true }),
      });
      expect(response.status(), path).toBe(415);
    }
  });

  test('a replayed refresh token is refused, and so is the token rotated from it', async ({ request }) => {
    const phone = randomPhone().e164;
    const post = async (path: string, data: unknown) => request.post(`${API_URL}${path}`, { data });
    await post('/auth/otp/request/', { phone });
    const { verificationToken } = (await (await post('/auth/otp/verify/', { phone, code: '246810' })).json()).data;
    const pair = (await (await post('/auth/token/obtain/', { phone, verificationToken })).json()).data;
    const rotated = (await (await post('/auth/token/refresh/', { refresh: pair.refresh })).json()).data;
    expect((await post('/auth/token/refresh/', { refresh: pair.refresh })).status()).toBe(401);
    expect((await post('/auth/token/refresh/', { refresh: rotated.refresh })).status()).toBe(401);
  });
});
