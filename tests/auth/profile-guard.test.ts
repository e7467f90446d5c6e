import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { guardProfile } from '@/lib/auth/profile-guard';
import { REFRESH_COOKIE_NAME } from '@/lib/config';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function request(path: string, refresh?: string) {
  const req = new NextRequest(new URL(path, 'http://localhost:3000'));
  if (refresh) req.cookies.set(REFRESH_COOKIE_NAME, refresh);
  return req;
}

describe('the /profile/{id} guard', () => {
  it.each([
    ['/profile/1', '/'],
    ['/ru/profile/1', '/ru'],
    ['/en/profile/1', '/en'],
  ])('sends a visitor without a session from %s to %s with the sign-in dialog and a return path', (path, home) => {
    const response = guardProfile(request(path));
    expect(response?.status).toBe(307);
    const location = new URL(response!.headers.get('location')!);
    expect(location.pathname).toBe(home);
    expect(location.searchParams.get('signin')).toBe('1');
    expect(location.searchParams.get('next')).toBe('/profile/1');
  });

  it('treats an expired refresh token as no session and deletes the cookie', () => {
    const response = guardProfile(request('/en/profile/7', token({ sub: '7', exp: 1000 })));
    expect(new URL(response!.headers.get('location')!).pathname).toBe('/en');
    expect(response!.headers.get('set-cookie')).toMatch(new RegExp(`${REFRESH_COOKIE_NAME}=;`));
  });

  it('sends a client who opens someone else’s id to their own profile', () => {
    const response = guardProfile(request('/ru/profile/1', token({ sub: '42', exp: inAnHour() })));
    expect(new URL(response!.headers.get('location')!).pathname).toBe('/ru/profile/42');
  });

  it('lets the owner through', () => {
    expect(guardProfile(request('/profile/42', token({ sub: '42', exp: inAnHour() })))).toBeNull();
  });

  it('leaves malformed ids to route validation (404), signed in or not', () => {
    expect(guardProfile(request('/profile/abc'))).toBeNull();
    expect(guardProfile(request('/en/profile/0'))).toBeNull();
  });

  it('ignores other paths', () => {
    expect(guardProfile(request('/profiles'))).toBeNull();
    expect(guardProfile(request('/news/profile'))).toBeNull();
  });
});
