// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { REFRESH_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import middleware from '@/proxy';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function request(path: string, refresh?: string) {
  const req = new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { 'accept-language': 'hy' } });
  if (refresh) req.cookies.set(REFRESH_COOKIE_NAME, refresh);
  return req;
}

function location(response: Response) {
  const value = response.headers.get('location');
  // Redirects point at the public origin (no SITE_URL here: the demo's localhost), never the request's Host.
  expect(value === null || value.startsWith('http://localhost:3000/')).toBe(true);
  return value ? new URL(value) : null;
}

describe('middleware: the protected profile route', () => {
  it.each([
    ['/profile/1', '/'],
    ['/ru/profile/1', '/ru'],
    ['/en/profile/1', '/en'],
  ])('redirects an unauthenticated %s to %s with the dialog and the return path', async (path, home) => {
    const response = await middleware(request(path));
    expect(response.status).toBe(307);
    const target = location(response)!;
    expect(target.pathname).toBe(home);
    expect(target.searchParams.get('signin')).toBe('1');
    expect(target.searchParams.get('next')).toBe('/profile/1');
  });

  it('sends a client who opens someone else’s id to their own profile, in the same language', async () => {
    const response = await middleware(request('/en/profile/1', token({ sub: '42', exp: inAnHour() })));
    expect(response.status).toBe(307);
    expect(location(response)!.pathname).toBe('/en/profile/42');
  });

  it('lets the owner through to the page', async () => {
    const response = await middleware(request('/ru/profile/42', token({ sub: '42', exp: inAnHour() })));
    expect(location(response)).toBeNull();
    expect(response.status).toBe(200);
  });

  it('does not redirect /profile/abc: route validation answers it with the 404 page', async () => {
    const response = await middleware(request('/profile/abc'));
    expect(location(response)).toBeNull();
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/hy\/page-not-found$/);
  });

  it('treats a refresh token whose subject is no valid id as no session', async () => {
    const response = await middleware(request('/profile/1', token({ sub: 'admin', exp: inAnHour() })));
    expect(location(response)!.searchParams.get('signin')).toBe('1');
  });
});

describe('middleware: paths the router cannot decode or spells differently', () => {
  it.each(['/%ff', '/%E0%A4%A', '/reviews/%2e%2e/%ff'])('answers %s with the site’s 404 page, not a 500', async (path) => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: URL) => {
      fetched.push(String(url));
      return new Response('<html><title>Not found | Arevik Clinic</title></html>', { status: 404 });
    });
    const response = await middleware(request(path));
    vi.unstubAllGlobals();
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toContain('Arevik Clinic');
    // The instance's own internal address, never an origin taken from the request.
    expect(fetched).toEqual(['http://127.0.0.1:3000/malformed-path']);
  });

  it.each(['/%70rofile/2', '/profile/%32'])('guards the encoded spelling %s of the profile', async (path) => {
    const response = await middleware(request(path));
    expect(response.status).toBe(307);
    expect(location(response)!.searchParams.get('next')).toBe('/profile/2');
  });

  it('gives the profile the nonce policy on the decoded path too', async () => {
    const response = await middleware(request('/%70rofile/42', token({ sub: '42', exp: inAnHour() })));
    // An encoded spelling of the owner's own profile goes to the plain path first.
    expect(location(response)!.pathname).toBe('/profile/42');
    const plain = await middleware(request('/profile/42', token({ sub: '42', exp: inAnHour() })));
    expect(plain.headers.get('content-security-policy')).toMatch(/'nonce-/);
  });
});
