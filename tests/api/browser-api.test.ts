import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getApiLocale, getBrowserApi, setApiLocale } from '@/lib/api/client';
import { getAppointments, getCurrentClient } from '@/lib/api/endpoints';
import type { ApiError } from '@/lib/api/errors';
import { clearTokens, getAccessToken, getRefreshToken, onTokensCleared, setTokens } from '@/lib/auth/tokens';
import { resetDemoState, server } from '@/mocks/node';
import { API_ORIGIN, recordRequests, signIn, TEST_OTP } from './helpers';

beforeAll(() => {
  process.env.DEMO_OTP_CODE = TEST_OTP;
  process.env.NEXT_PUBLIC_API_URL = API_ORIGIN;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  clearTokens();
  resetDemoState();
  server.events.removeAllListeners();
});
afterAll(() => {
  server.close();
  delete process.env.DEMO_OTP_CODE;
});

describe('the browser API singleton', () => {
  it('is one instance on the public API URL, speaking the locale set by setApiLocale', async () => {
    const api = getBrowserApi();
    expect(getBrowserApi()).toBe(api);
    expect(api.defaults.baseURL).toBe(`${API_ORIGIN}/api/v1`);
    const log = recordRequests(server);
    setApiLocale('en');
    const pair = await signIn('+37491000010');
    setTokens(pair);
    const me = await getCurrentClient(api);
    expect(getApiLocale()).toBe('en');
    expect(log.to('/clients/me/')[0].headers.get('accept-language')).toBe('en');
    expect(me.name).toMatch(/^[A-Za-z ]+$/);
  });

  it('renews an expired access token from the refresh cookie and stores the rotated pair', async () => {
    const pair = await signIn('+37491000011');
    setTokens({ access: 'expired.access.token', refresh: pair.refresh });
    const appointments = await getAppointments(getBrowserApi());
    expect(appointments.length).toBeGreaterThan(0);
    expect(getAccessToken()).not.toBe('expired.access.token');
    expect(getRefreshToken()).not.toBe(pair.refresh);
  });

  it('a rejected refresh clears the cookie and the access token and notifies the session', async () => {
    const pair = await signIn('+37491000012');
    await fetch(`${API_ORIGIN}/api/v1/auth/token/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: pair.refresh }),
    });
    setTokens({ access: 'expired.access.token', refresh: pair.refresh });
    const cleared = vi.fn();
    const unsubscribe = onTokensCleared(cleared);

    const error = (await getAppointments(getBrowserApi()).catch((e: unknown) => e)) as ApiError;

    expect(error.kind).toBe('unauthorized');
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    unsubscribe();
  });
});
