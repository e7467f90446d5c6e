import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { clearSessionHint } from '@/features/auth/client/clear-session-hint';
import { sessionHintSubject } from '@/features/auth/client/session-hint';
import {
  REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS,
  REFRESH_COOKIE_NAME,
  SESSION_HINT_COOKIE_NAME,
} from '@/features/auth/model/session-cookie-names';
import { clearAccessToken, getAccessToken, onAccessTokenCleared, onAccessTokenSet, setAccessToken } from '@/features/auth/model/tokens';
import {
  clearSessionCookies,
  liveSubject,
  readRefreshCookie,
  refreshCookieExpiry,
  setSessionCookies,
} from '@/features/auth/server/session-cookies';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.sig`;
const now = 1_700_000_000_000;
const inAnHour = now / 1000 + 3600;

function cookiesOf(response: NextResponse) {
  return response.headers.getSetCookie();
}

describe('the refresh cookie (site server)', () => {
  it('on http: HttpOnly, SameSite=Strict, Path=/, expiring with the token, plus a hint with the client id only', () => {
    const refresh = token({ sub: '42', exp: Math.floor(Date.now() / 1000) + 3600 });
    const response = NextResponse.json({});
    setSessionCookies(response, new NextRequest('http://localhost:3000/session/obtain'), refresh);
    const [cookie, hint] = cookiesOf(response);
    expect(cookie).toMatch(new RegExp(`^${REFRESH_COOKIE_NAME}=${refresh.replace(/\./g, '\\.')};`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toContain(`Expires=${refreshCookieExpiry(refresh).toUTCString()}`);
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE_NAME}=42;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).not.toContain(refresh);
  });

  it('believes X-Forwarded-Proto only from as many proxies as TRUST_PROXY_HOPS names', () => {
    const refresh = token({ sub: '42', exp: Math.floor(Date.now() / 1000) + 3600 });
    const request = new NextRequest('http://localhost:3000/session/obtain', { headers: { 'x-forwarded-proto': 'https' } });
    const response = NextResponse.json({});
    setSessionCookies(response, request, refresh);
    expect(cookiesOf(response)[0]).toMatch(new RegExp(`^${REFRESH_COOKIE_NAME}=`));
    expect(cookiesOf(response)[0]).not.toMatch(/Secure/i);
  });

  it('on https (also behind a trusted proxy): the __Host- name, Secure, Path=/', () => {
    vi.stubEnv('TRUST_PROXY_HOPS', '1');
    const refresh = token({ sub: '42', exp: Math.floor(Date.now() / 1000) + 3600 });
    const request = new NextRequest('http://localhost:3000/session/obtain', { headers: { 'x-forwarded-proto': 'https' } });
    const response = NextResponse.json({});
    setSessionCookies(response, request, refresh, true);
    vi.unstubAllEnvs();
    const [cookie, , binding] = cookiesOf(response);
    expect(binding).toMatch(/^__Host-session_browser=[\w-]{32};/);
    expect(binding).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(new RegExp(`^__Host-${REFRESH_COOKIE_NAME}=`));
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    // The plain name is not read on https: a cookie planted over http cannot pose as the session.
    const planted = new NextRequest('https://site.test/profile/1', { headers: { cookie: `${REFRESH_COOKIE_NAME}=${refresh}` } });
    expect(readRefreshCookie(planted)).toBeNull();
  });

  it('clearing expires every session cookie', () => {
    const response = NextResponse.json({});
    clearSessionCookies(response, new NextRequest('http://localhost:3000/session/logout'));
    const cookies = cookiesOf(response);
    expect(cookies).toHaveLength(3);
    for (const cookie of cookies) expect(cookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('falls back to the configured lifetime when the token has no exp', () => {
    expect(refreshCookieExpiry('not-a-jwt', now).getTime()).toBe(now + REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS * 1000);
    expect(refreshCookieExpiry(token({ sub: '1' }), now).getTime()).toBe(now + REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS * 1000);
  });

  it('gives the subject of a live token only (jwt-decode)', () => {
    expect(liveSubject(token({ sub: '7', name: 'Անի Հակոբյան', exp: inAnHour }), now)).toBe('7');
    expect(liveSubject(token({ sub: '7', exp: now / 1000 - 1 }), now)).toBeNull();
    expect(liveSubject(token({ exp: inAnHour }), now)).toBeNull();
    expect(liveSubject('garbage', now)).toBeNull();
    expect(liveSubject(null, now)).toBeNull();
  });
});

describe('in the browser', () => {
  it('the hint gives the client id among other cookies, and nothing for a look-alike name or a non-id', () => {
    const hintWith = (cookies: string[]) => {
      for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
      const subject = sessionHintSubject();
      for (const cookie of cookies) document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
      return subject;
    };
    expect(hintWith(['NEXT_LOCALE=ru', `${SESSION_HINT_COOKIE_NAME}=42`, 'other=1'])).toBe('42');
    expect(hintWith([`x${SESSION_HINT_COOKIE_NAME}=42`])).toBeNull();
    expect(hintWith([`${SESSION_HINT_COOKIE_NAME}=eyJhbGciOi`])).toBeNull();
  });

  it('clearing the hint forgets it at once and leaves the other cookies', () => {
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=42; path=/`;
    document.cookie = 'NEXT_LOCALE=ru; path=/';
    expect(sessionHintSubject()).toBe('42');
    clearSessionHint();
    expect(sessionHintSubject()).toBeNull();
    expect(document.cookie).toContain('NEXT_LOCALE=ru');
    document.cookie = 'NEXT_LOCALE=; path=/; max-age=0';
  });

  it('the access token lives in memory only and its listeners hear of it', () => {
    const set = vi.fn();
    const cleared = vi.fn();
    const offSet = onAccessTokenSet(set);
    const offCleared = onAccessTokenCleared(cleared);
    setAccessToken('access.token.value');
    expect(getAccessToken()).toBe('access.token.value');
    expect(document.cookie).not.toContain('access.token.value');
    clearAccessToken();
    expect(getAccessToken()).toBeNull();
    expect(set).toHaveBeenCalledWith('access.token.value');
    expect(cleared).toHaveBeenCalledTimes(1);
    offSet();
    offCleared();
  });
});
