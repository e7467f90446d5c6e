import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { getAppointments, getCurrentClient } from '@/features/profile/api/calls';
import { getBrowserApi } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';

import '@/features/auth/client/session';

import { REFRESH_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import { clearAccessToken, getAccessToken, onAccessTokenCleared, setAccessToken } from '@/features/auth/model/tokens';
import { resetDemoState, server } from '@/mocks/node';

import { siteSession } from '../auth/site-session';
import { API_ORIGIN, closeSiteApi, listenAsSiteApi, recordRequests, signIn } from './helpers';

const site = siteSession();

beforeAll(() => {
  listenAsSiteApi(server, 'error');
});
beforeEach(() => server.use(site.handler));
afterEach(() => {
  clearAccessToken();
  site.jar.clear();
  resetDemoState();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => closeSiteApi(server));

describe('the browser API instances', () => {
  it('are one instance per locale on the public API URL, each speaking its own language', async () => {
    const en = getBrowserApi('en');
    expect(getBrowserApi('en')).toBe(en);
    expect(getBrowserApi('ru')).not.toBe(en);
    expect(en.baseURL).toBe(`${API_ORIGIN}/api/v1`);
    const log = recordRequests(server);
    const pair = await signIn('+37491000010');
    setAccessToken(pair.access);
    const me = await getCurrentClient(en);
    await getCurrentClient(getBrowserApi('ru'));
    expect(log.to('/clients/me/').map((r) => r.headers.get('accept-language'))).toEqual(['en', 'ru']);
    expect(me.name).toMatch(/^[A-Za-z ]+$/);
  });

  it('renews an expired access token through the site server, which rotates the HttpOnly cookie', async () => {
    const pair = await signIn('+37491000011');
    site.jar.set(REFRESH_COOKIE_NAME, pair.refresh);
    setAccessToken('expired.access.token');
    const appointments = await getAppointments(getBrowserApi('en'));
    expect(appointments.length).toBeGreaterThan(0);
    expect(getAccessToken()).not.toBe('expired.access.token');
    expect(site.calls).toEqual(['refresh']);
    expect(site.jar.get(REFRESH_COOKIE_NAME)).not.toBe(pair.refresh);
    // The page's scripts see no token.
    expect(document.cookie).not.toMatch(/eyJ/);
  });

  it('a rejected refresh clears the cookie and the access token and ends the session', async () => {
    const pair = await signIn('+37491000012');
    await fetch(`${API_ORIGIN}/api/v1/auth/token/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: pair.refresh }),
    });
    site.jar.set(REFRESH_COOKIE_NAME, pair.refresh);
    setAccessToken('expired.access.token');
    const cleared = vi.fn();
    const unsubscribe = onAccessTokenCleared(cleared);

    const error = (await getAppointments(getBrowserApi('en')).catch((e: unknown) => e)) as ApiError;

    expect(error.kind).toBe('unauthorized');
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(site.jar.has(REFRESH_COOKIE_NAME)).toBe(false);
    unsubscribe();
  });
});
