import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  onTokensCleared,
  onTokensSet,
  refreshCookieExpiry,
  setTokens,
} from '@/lib/auth/tokens';
import { REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS, REFRESH_COOKIE_NAME } from '@/lib/config';

function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

afterEach(() => {
  clearTokens();
  vi.restoreAllMocks();
});

describe('token storage', () => {
  it('keeps the access token in memory and the refresh token in a cookie', () => {
    const refresh = fakeJwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 });
    setTokens({ access: 'access.token.value', refresh });
    expect(getAccessToken()).toBe('access.token.value');
    expect(getRefreshToken()).toBe(refresh);
    expect(document.cookie).toContain(`${REFRESH_COOKIE_NAME}=`);
    expect(document.cookie).not.toContain('access.token.value');
  });

  it('sets the cookie with SameSite=Strict, path=/ and the expiry of the token itself', () => {
    const set = vi.spyOn(Cookies, 'set');
    const exp = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
    const refresh = fakeJwt({ sub: '1', exp });
    setTokens({ access: 'a.b.c', refresh });
    expect(set).toHaveBeenCalledWith(REFRESH_COOKIE_NAME, refresh, {
      expires: new Date(exp * 1000),
      path: '/',
      sameSite: 'Strict',
      secure: false,
    });
  });

  it('falls back to the configured lifetime when the token has no exp', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(refreshCookieExpiry('not-a-jwt', now).getTime()).toBe(now + REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS * 1000);
    expect(refreshCookieExpiry(fakeJwt({ sub: '1' }), now).getTime()).toBe(
      now + REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS * 1000,
    );
  });

  it('an access-only update keeps the refresh cookie', () => {
    const refresh = fakeJwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 });
    setTokens({ access: 'first.access.token', refresh });
    setTokens({ access: 'second.access.token' });
    expect(getAccessToken()).toBe('second.access.token');
    expect(getRefreshToken()).toBe(refresh);
  });

  it('clearing removes both and tells the listeners', () => {
    const cleared = vi.fn();
    const set = vi.fn();
    const unsubscribe = onTokensCleared(cleared);
    const unsubscribeSet = onTokensSet(set);
    setTokens({ access: 'a.b.c', refresh: fakeJwt({ exp: Math.floor(Date.now() / 1000) + 60 }) });
    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(set).toHaveBeenCalledTimes(1);
    expect(cleared).toHaveBeenCalledTimes(1);
    unsubscribe();
    unsubscribeSet();
    clearTokens();
    expect(cleared).toHaveBeenCalledTimes(1);
  });
});
