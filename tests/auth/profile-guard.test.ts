import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { REFRESH_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import { guardProfile } from '@/features/auth/server/profile-guard';
import { decodedPathname } from '@/lib/profile-path';
import { DOCUMENT_SOURCE_PATTERN, NON_PROFILE_DOCUMENT_SOURCE_PATTERN } from '@/lib/security-headers';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function guard(path: string, refresh?: string) {
  const req = new NextRequest(new URL(path, 'http://localhost:3000'));
  if (refresh) req.cookies.set(REFRESH_COOKIE_NAME, refresh);
  return guardProfile(req, decodedPathname(req.nextUrl.pathname)!);
}

describe('the /profile/{id} guard', () => {
  it.each([
    ['/profile/1', '/'],
    ['/ru/profile/1', '/ru'],
    ['/en/profile/1', '/en'],
  ])('sends a visitor without a session from %s to %s with the sign-in dialog and a return path, never cached', (path, home) => {
    const response = guard(path);
    expect(response?.status).toBe(307);
    expect(response!.headers.get('cache-control')).toBe('private, no-store');
    const location = new URL(response!.headers.get('location')!);
    expect(location.pathname).toBe(home);
    expect(location.searchParams.get('signin')).toBe('1');
    expect(location.searchParams.get('next')).toBe('/profile/1');
    expect(location.searchParams.has('ended')).toBe(false);
  });

  it.each(['/%70rofile/2', '/profile/%32', '/ru/%70rofile/%32', '/%72u/profile/2'])(
    'guards the encoded spelling %s like the plain one',
    (path) => {
      const response = guard(path);
      expect(response?.status).toBe(307);
      expect(new URL(response!.headers.get('location')!).searchParams.get('next')).toBe('/profile/2');
    },
  );

  it('sends the owner from an encoded spelling to the plain path', () => {
    const response = guard('/%70rofile/%34%32', token({ sub: '42', exp: inAnHour() }));
    expect(new URL(response!.headers.get('location')!).pathname).toBe('/profile/42');
  });

  it('treats an expired refresh token as an ended session: deletes the cookie and says so', () => {
    const response = guard('/en/profile/7', token({ sub: '7', exp: 1000 }));
    const location = new URL(response!.headers.get('location')!);
    expect(location.pathname).toBe('/en');
    expect(location.searchParams.get('ended')).toBe('1');
    expect(response!.headers.get('set-cookie')).toMatch(new RegExp(`${REFRESH_COOKIE_NAME}=;`));
  });

  it('sends a client who opens someone else’s id to their own profile', () => {
    const response = guard('/ru/profile/1', token({ sub: '42', exp: inAnHour() }));
    expect(new URL(response!.headers.get('location')!).pathname).toBe('/ru/profile/42');
    expect(response!.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets the owner through', () => {
    expect(guard('/profile/42', token({ sub: '42', exp: inAnHour() }))).toBeNull();
  });

  it('leaves malformed ids to route validation (404), signed in or not', () => {
    expect(guard('/profile/abc')).toBeNull();
    expect(guard('/en/profile/0')).toBeNull();
  });

  it('ignores other paths', () => {
    expect(guard('/profiles')).toBeNull();
    expect(guard('/news/profile')).toBeNull();
  });

  it('a malformed percent-encoding decodes to nothing (the middleware answers 404)', () => {
    for (const path of ['/%ff', '/%E0%A4%A', '/reviews/%2e%2e/%ff']) expect(decodedPathname(path)).toBeNull();
  });
});

describe('the headers() source patterns', () => {
  // next.config `headers()` sources compile to these regular expressions (path-to-regexp).
  const compile = (source: string) => new RegExp(`^${source.replace('/:path(', '/(')}$`);

  it('the static policy: every document path except the profile, in every language', () => {
    const pattern = compile(NON_PROFILE_DOCUMENT_SOURCE_PATTERN);
    for (const path of ['/', '/news', '/ru', '/en/contacts', '/profiles', '/news/profile']) expect(pattern.test(path), path).toBe(true);
    for (const path of ['/profile/1', '/ru/profile/1', '/en/profile/7', '/hy/profile/2']) expect(pattern.test(path), path).toBe(false);
    expect(pattern.test('/_next/static/chunks/0abc.js')).toBe(false);
  });

  it('the document headers: everything but the build’s hashed files', () => {
    const pattern = compile(DOCUMENT_SOURCE_PATTERN);
    for (const path of ['/', '/en/profile/7', '/sitemap.xml', '/_next/image', '/icon.svg']) expect(pattern.test(path), path).toBe(true);
    for (const path of ['/_next/static/chunks/0abc.js', '/_next/static/media/font.woff2']) expect(pattern.test(path), path).toBe(false);
  });
});
