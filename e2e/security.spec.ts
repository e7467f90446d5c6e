import { createHash } from 'node:crypto';

import { HOME, signInThroughDialog, TEXT } from './auth-helpers';
import { API_URL, expect, test } from './fixtures';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A refresh cookie the guard accepts (it only routes; the API verifies real tokens). */
const fakeRefresh = (sub: string) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub, exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;

const REQUIRED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

test.describe('security headers', () => {
  for (const path of ['/', '/ru/news', '/en/services/ent', '/does-not-exist']) {
    test(`${path} carries every security header and no X-Powered-By`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'Accept-Language': 'hy' } });
      const headers = response.headers();
      for (const [name, value] of Object.entries(REQUIRED)) expect(headers[name], name).toBe(value);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      const csp = headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // No 'unsafe-inline': each inline script of the page is allowed by its own hash, and nothing else is.
      const scripts = csp.match(/script-src [^;]*/)![0];
      expect(scripts).not.toContain('unsafe-inline');
      const html = await response.text();
      // JSON-LD is data the browser never runs: it needs no hash, and gets none.
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((match) => !/type="application\/ld\+json"/.test(match[1]))
        .map((match) => match[2])
        .filter(Boolean);
      expect(inline.length).toBeGreaterThan(0);
      for (const text of inline) expect(scripts).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  test('the build’s files carry the transport headers only (the document headers would be about 1 kB per file)', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    const css = stylesheet ? await (await request.get(stylesheet)).text() : '';
    const font = /url\(["']?([^)"']+\.woff2)/.exec(css)?.[1];
    const files = [/<script src="([^"]+)"/.exec(html)?.[1], stylesheet, font && new URL(font, `http://site${stylesheet}`).pathname];
    for (const file of files) {
      expect(file, 'a script, a stylesheet and a font on the page').toMatch(/^\/_next\/static\//);
      const headers = (await request.get(file!)).headers();
      expect(headers['x-content-type-options'], file).toBe('nosniff');
      expect(headers['strict-transport-security'], file).toMatch(/max-age=\d+/);
      for (const name of [
        'content-security-policy',
        'permissions-policy',
        'referrer-policy',
        'cross-origin-opener-policy',
        'x-frame-options',
      ]) {
        expect(headers[name], `${file}: ${name}`).toBeUndefined();
      }
    }
  });

  test('public pages are cacheable by a CDN and revalidated', async ({ request }) => {
    for (const path of ['/', '/ru/news', '/en/services/ent']) {
      const cacheControl = (await request.get(path)).headers()['cache-control'];
      expect(cacheControl, path).toMatch(/s-maxage=\d+/);
      expect(cacheControl, path).toMatch(/stale-while-revalidate/);
    }
  });

  test('the search page, rendered per request, is never shared-cached and gets a nonce policy', async ({ request }) => {
    const response = await request.get('/en/search?q=teeth');
    const headers = response.headers();
    expect(headers['cache-control']).toMatch(/private/);
    expect(headers['cache-control']).not.toMatch(/s-maxage/);
    const scripts = headers['content-security-policy'].match(/script-src [^;]*/)![0];
    const nonce = scripts.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(scripts).not.toContain('unsafe-inline');
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });

  test('the profile is never cached, not indexed, and gets a nonce policy', async ({ request }) => {
    const response = await request.get('/en/profile/5', {
      maxRedirects: 0,
      headers: { Cookie: `refresh_token=${fakeRefresh('5')}` },
    });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toMatch(/no-store/);
    expect(headers['cache-control']).not.toMatch(/s-maxage|public/);
    const csp = headers['content-security-policy'];
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain(`nonce="${nonce}"`);
  });
});

test('the sign-in dialog and the profile talk only to the site and the clinic API', async ({ page, baseURL }) => {
  const allowed = new Set([new URL(baseURL!).origin, new URL(API_URL).origin]);
  await page.goto(HOME.en);
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) origins.add(new URL(request.url()).origin);
  });
  await page.getByRole('banner').getByRole('button', { name: TEXT.en.signIn }).click();
  await signInThroughDialog(page, 'en');
  await expect(page.getByRole('main').getByText(TEXT.en.greeting)).toBeVisible();
  expect([...origins].filter((origin) => !allowed.has(origin))).toEqual([]);
  // The refresh cookie's flags: HttpOnly, Strict, path / (required by the __Host- prefix used on https,
  // where Secure is added), lives as long as the token.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'refresh_token');
  expect(cookie).toMatchObject({ sameSite: 'Strict', path: '/', httpOnly: true });
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 3600);
});
