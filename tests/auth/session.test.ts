import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { logout, renewSession, requestSignInCode, signInWithCode } from '@/features/auth/client/session';
import { sessionHintSubject } from '@/features/auth/client/session-hint';
import { sessionStore } from '@/features/auth/client/session-store';
import { REFRESH_COOKIE_NAME, SESSION_HINT_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import { clearAccessToken, getAccessToken } from '@/features/auth/model/tokens';
import { getNewsList } from '@/features/news/api/calls';
import { profileKeys } from '@/features/profile/api/queries';
import { getBrowserApi } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { getQueryClient } from '@/lib/api/query-client';
import { resetDemoState, server } from '@/mocks/node';

import { closeSiteApi, listenAsSiteApi, postJson, recordRequests, signIn, TEST_OTP } from '../api/helpers';
import { siteSession } from './site-session';

const site = siteSession();
const path = (request: Request) => new URL(request.url).pathname.replace('/api/v1', '');

beforeAll(() => {
  listenAsSiteApi(server, 'error');
});
beforeEach(() => server.use(site.handler));
afterEach(async () => {
  await logout('en');
  site.jar.clear();
  site.calls.length = 0;
  resetDemoState();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => closeSiteApi(server));

/** What a new page load leaves of a signed-in client: the cookies, but no access token in memory. */
async function returningClient(phone: string) {
  const pair = await signIn(phone);
  site.jar.set(REFRESH_COOKIE_NAME, pair.refresh);
  clearAccessToken();
  return pair;
}

describe('sign-in with a one-time code', () => {
  it('verifies the code with the API, then the site server obtains the tokens and keeps the refresh token', async () => {
    const log = recordRequests(server);
    const sent = await requestSignInCode('+37491000101', 'ru');
    expect(sent.retryAfter).toBe(90);

    const signedIn = await signInWithCode('+37491000101', TEST_OTP, 'ru');

    expect(log.seen.map(path)).toEqual(['/auth/otp/request/', '/auth/otp/verify/', '/session/obtain', '/auth/token/obtain/']);
    expect(await log.to('/auth/token/obtain/')[0].json()).toEqual({ phone: '+37491000101', verificationToken: expect.any(String) });
    const state = sessionStore.getState();
    expect(state.loggedIn).toBe(true);
    expect(state.claims?.sub).toBe(signedIn.subject);
    // Refresh token in the site's HttpOnly cookie, access token in memory; page scripts see no token.
    expect(site.jar.get(REFRESH_COOKIE_NAME)).toMatch(/^eyJ/);
    expect(document.cookie).not.toMatch(/eyJ/);
    expect(sessionHintSubject()).toBe(signedIn.subject);
  });

  it('stores nothing when the code is wrong', async () => {
    await requestSignInCode('+37491000102', 'en');
    const error = (await signInWithCode('+37491000102', '000000', 'en').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('invalid_code');
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(site.jar.size).toBe(0);
  });

  it('answers a second code request within 90 s with the seconds to wait', async () => {
    await requestSignInCode('+37491000103', 'en');
    const error = (await requestSignInCode('+37491000103', 'en').catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(90);
  });
});

describe('silent renewal on a document load', () => {
  it('with the refresh cookie: one rotation at the site server, the access token in memory', async () => {
    const pair = await returningClient('+37491000104');
    expect(sessionStore.getState().loggedIn).toBe(false);

    expect(await renewSession('en')).toBe(true);

    const state = sessionStore.getState();
    expect(state.loggedIn).toBe(true);
    expect(state.claims?.phone).toBe('+37491000104');
    expect(site.jar.get(REFRESH_COOKIE_NAME)).not.toBe(pair.refresh);
    expect(state.renewing).toBe(false);
  });

  it('does not depend on loading the user: a backend without /clients/me/ keeps the session', async () => {
    server.use(http.get('*/api/v1/clients/me/', () => HttpResponse.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 })));
    await returningClient('+37491000108');
    expect(await renewSession('en')).toBe(true);
    expect(sessionStore.getState().loggedIn).toBe(true);
  });

  it('shares one refresh between concurrent callers (the refresh token rotates)', async () => {
    await returningClient('+37491000105');
    const log = recordRequests(server);
    const [a, b] = await Promise.all([renewSession('en'), renewSession('en')]);
    expect([a, b]).toEqual([true, true]);
    expect(log.to('/auth/token/refresh/')).toHaveLength(1);
  });

  it('a refused refresh token clears the cookies and ends the session as expired', async () => {
    const pair = await returningClient('+37491000106');
    // Spend the refresh token (rotation), so it is no longer valid.
    await postJson('/auth/token/refresh/', { refresh: pair.refresh });

    expect(await renewSession('en')).toBe(false);

    expect(site.jar.size).toBe(0);
    const state = sessionStore.getState();
    expect(state.loggedIn).toBe(false);
    expect(state.ended).toBe('expired');
  });

  it('a site server out of reach keeps the cookie and reports a failed renewal (no sign-out)', async () => {
    await returningClient('+37491000109');
    server.use(http.post('*/session/refresh', () => HttpResponse.error()));
    expect(await renewSession('en')).toBe(false);
    expect(site.jar.has(REFRESH_COOKIE_NAME)).toBe(true);
    expect(sessionStore.getState()).toMatchObject({ loggedIn: false, renewalFailed: true });
  });
});

describe('a renewal whose answer never reached the browser', () => {
  it('the old token presented again right after gets the same answer: one rotation, and the sign-in is not revoked', async () => {
    const pair = await returningClient('+37491000113');
    const log = recordRequests(server);
    expect(await renewSession('en')).toBe(true);
    const rotated = site.jar.get(REFRESH_COOKIE_NAME)!;
    // A reload in the middle: the browser never stored the new cookie and has no token in memory.
    site.jar.set(REFRESH_COOKIE_NAME, pair.refresh);
    clearAccessToken();

    expect(await renewSession('en')).toBe(true);

    expect(site.jar.get(REFRESH_COOKIE_NAME)).toBe(rotated);
    expect(log.to('/auth/token/refresh/')).toHaveLength(1);
    expect((await postJson('/auth/token/refresh/', { refresh: rotated })).status).toBe(200);
  });

  it('after a logout the remembered answer is gone', async () => {
    const pair = await returningClient('+37491000114');
    expect(await renewSession('en')).toBe(true);
    await logout('en');
    site.jar.set(REFRESH_COOKIE_NAME, pair.refresh);
    expect(await renewSession('en')).toBe(false);
  });
});

describe('logout', () => {
  it('revokes the token at the API, clears the cookies, the access token and every cached answer', async () => {
    await requestSignInCode('+37491000107', 'en');
    await signInWithCode('+37491000107', TEST_OTP, 'en');
    const refresh = site.jar.get(REFRESH_COOKIE_NAME)!;
    const queryClient = getQueryClient();
    queryClient.setQueryData(profileKeys.currentClient('en'), { id: 1, name: 'x', phone: 'y' });
    await getNewsList(getBrowserApi('en'), { page: 1 });
    const log = recordRequests(server);

    await logout('en');

    expect(getAccessToken()).toBeNull();
    expect(site.jar.size).toBe(0);
    expect(document.cookie).not.toContain(SESSION_HINT_COOKIE_NAME);
    expect(log.to('/auth/token/revoke/')).toHaveLength(1);
    expect((await postJson('/auth/token/refresh/', { refresh })).status).toBe(401);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStore.getState()).toMatchObject({ loggedIn: false, claims: null, user: null, ended: 'logout' });
    // The response cache is empty: the same GET goes to the network again.
    await getNewsList(getBrowserApi('en'), { page: 1 });
    expect(log.to('/news/')).toHaveLength(1);
  });

  it('a refresh in flight cannot bring the session back, and its rotated token is revoked too', async () => {
    await returningClient('+37491000110');
    server.use(
      http.post('*/api/v1/auth/token/refresh/', async () => {
        await delay(100);
        return undefined;
      }),
    );
    const renewing = renewSession('en');
    await delay(20);
    const leaving = logout('en');
    expect(await renewing).toBe(false);
    await leaving;
    expect(sessionStore.getState()).toMatchObject({ loggedIn: false, ended: 'logout' });
    expect(getAccessToken()).toBeNull();
    expect(site.jar.size).toBe(0);
  });

  it('a logout in another tab ends the session here; a renewal there hands this tab the token', async () => {
    await returningClient('+37491000111');
    const otherTab = new BroadcastChannel('clinic-session');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    expect(await renewSession('en')).toBe(true);
    await delay(10);
    expect(heard).toEqual([{ type: 'renewed', access: getAccessToken() }]);

    otherTab.postMessage({ type: 'logout' });
    await delay(10);
    expect(sessionStore.getState()).toMatchObject({ loggedIn: false, ended: 'logout' });

    const pair = await signIn('+37491000112');
    otherTab.postMessage({ type: 'renewed', access: pair.access });
    await delay(10);
    expect(getAccessToken()).toBe(pair.access);
    otherTab.close();
  });
});
