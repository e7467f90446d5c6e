import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearBrowserApiCache, getBrowserApi } from '@/lib/api/client';
import { getNewsList } from '@/lib/api/endpoints';
import type { ApiError } from '@/lib/api/errors';
import { getQueryClient, queryKeys } from '@/lib/api/queries';
import { REFRESH_COOKIE_NAME } from '@/lib/config';
import { loadCurrentUser, logout, renewSession, requestSignInCode, signInWithCode } from '@/lib/auth/session';
import { sessionStore } from '@/lib/auth/session-store';
import { getAccessToken, getRefreshToken, setTokens } from '@/lib/auth/tokens';
import { resetDemoState, server } from '@/mocks/node';
import { API_ORIGIN, postJson, recordRequests, signIn, TEST_OTP } from '../api/helpers';

beforeAll(() => {
  process.env.DEMO_OTP_CODE = TEST_OTP;
  process.env.NEXT_PUBLIC_API_URL = API_ORIGIN;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  logout();
  resetDemoState();
  server.events.removeAllListeners();
});
afterAll(() => {
  server.close();
  delete process.env.DEMO_OTP_CODE;
});

const cookieNames = () => document.cookie.split(';').map((pair) => pair.split('=')[0].trim());

describe('sign-in with a one-time code', () => {
  it('verifies the code, then obtains the tokens with the verification token, then loads the client', async () => {
    const log = recordRequests(server);
    const sent = await requestSignInCode('+37491000101', 'ru');
    expect(sent.retryAfter).toBe(90);

    const signedIn = await signInWithCode('+37491000101', TEST_OTP, 'ru');

    const order = log.seen.map((r) => new URL(r.url).pathname.replace('/api/v1', ''));
    expect(order).toEqual(['/auth/otp/request/', '/auth/otp/verify/', '/auth/token/obtain/', '/clients/me/']);
    const obtain = log.to('/auth/token/obtain/')[0];
    expect(await obtain.json()).toEqual({ phone: '+37491000101', verificationToken: expect.any(String) });
    expect(log.to('/clients/me/')[0].headers.get('authorization')).toMatch(/^Bearer /);
    expect(log.to('/clients/me/')[0].headers.get('accept-language')).toBe('ru');

    const state = sessionStore.getState();
    expect(state.loggedIn).toBe(true);
    expect(state.claims?.sub).toBe(signedIn.subject);
    expect(state.user?.id).toBe(Number(signedIn.subject));
    expect(state.user?.name).toMatch(/[А-Яа-я]/);
    expect(signedIn.user).toEqual(state.user);
    // Refresh token in the cookie, access token in memory only.
    expect(cookieNames()).toContain(REFRESH_COOKIE_NAME);
    expect(getRefreshToken()).toBeTruthy();
    expect(document.cookie).not.toContain(getAccessToken()!);
  });

  it('stores nothing when the code is wrong', async () => {
    await requestSignInCode('+37491000102', 'en');
    const error = (await signInWithCode('+37491000102', '000000', 'en').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('invalid_code');
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(getRefreshToken()).toBeNull();
  });

  it('answers a second code request within 90 s with the seconds to wait', async () => {
    await requestSignInCode('+37491000103', 'en');
    const error = (await requestSignInCode('+37491000103', 'en').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(90);
  });
});

describe('silent renewal on app start', () => {
  it('with a refresh cookie: stores the rotated pair and loads the user', async () => {
    const pair = await signIn('+37491000104');
    // A fresh page: only the cookie survived.
    setTokens({ access: pair.access, refresh: pair.refresh });
    logoutMemoryOnly();
    expect(sessionStore.getState().loggedIn).toBe(false);

    const renewed = await renewSession('en');

    expect(renewed).toBe(true);
    const state = sessionStore.getState();
    expect(state.loggedIn).toBe(true);
    expect(state.user?.phone).toBe('+37491000104');
    expect(getRefreshToken()).not.toBe(pair.refresh);
    expect(state.renewing).toBe(false);
  });

  it('shares one refresh between concurrent callers (the refresh token rotates)', async () => {
    const pair = await signIn('+37491000105');
    setTokens({ access: pair.access, refresh: pair.refresh });
    logoutMemoryOnly();
    const log = recordRequests(server);
    const [a, b] = await Promise.all([renewSession('en'), renewSession('en')]);
    expect([a, b]).toEqual([true, true]);
    expect(log.to('/auth/token/refresh/')).toHaveLength(1);
  });

  it('any failure clears the cookie and logs out, silently', async () => {
    const pair = await signIn('+37491000106');
    // Spend the refresh token (rotation), so it is no longer valid.
    await postJson('/auth/token/refresh/', { refresh: pair.refresh });
    setTokens({ access: pair.access, refresh: pair.refresh });
    logoutMemoryOnly();

    const renewed = await renewSession('en');

    expect(renewed).toBe(false);
    expect(getRefreshToken()).toBeNull();
    expect(cookieNames()).not.toContain(REFRESH_COOKIE_NAME);
    const state = sessionStore.getState();
    expect(state.loggedIn).toBe(false);
    expect(state.ended).toBe('expired');
  });

  it('without a refresh cookie there is nothing to renew', async () => {
    const log = recordRequests(server);
    expect(await renewSession('en')).toBe(false);
    expect(log.seen).toHaveLength(0);
  });
});

describe('logout', () => {
  it('removes the cookie, the access token and every cached answer of the client', async () => {
    await requestSignInCode('+37491000107', 'en');
    await signInWithCode('+37491000107', TEST_OTP, 'en');
    const queryClient = getQueryClient();
    await loadCurrentUser('en');
    expect(queryClient.getQueryData(queryKeys.currentClient('en'))).toBeTruthy();
    // A cached public answer, too.
    await getNewsList(getBrowserApi(), { page: 1 });
    const log = recordRequests(server);

    logout();

    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(cookieNames()).not.toContain(REFRESH_COOKIE_NAME);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    const state = sessionStore.getState();
    expect(state).toMatchObject({ loggedIn: false, claims: null, user: null, ended: 'logout' });
    // The response cache is empty: the same GET goes to the network again.
    await getNewsList(getBrowserApi(), { page: 1 });
    expect(log.to('/news/')).toHaveLength(1);
  });
});

/** What a new page load leaves: the cookie, but no access token in memory. */
function logoutMemoryOnly() {
  const refresh = getRefreshToken()!;
  logout();
  document.cookie = `${REFRESH_COOKIE_NAME}=${refresh}; path=/`;
  clearBrowserApiCache();
}
