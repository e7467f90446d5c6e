// @vitest-environment node
/**
 * A copy of the refresh cookie renewed first by a thief: when the patient's browser then presents the token the
 * thief's renewal rotated, the site hands that presentation on to the clinic API, whose reuse detection ends the
 * whole sign-in, so the thief's new token dies too. Either browser gets 401 and neither gets a pair.
 */
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { BROWSER_COOKIE_NAME, REFRESH_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import { forgetRenewals } from '@/features/auth/server/refresh-results';
import { refreshSession } from '@/features/auth/server/session-routes';
import { resetDemoState, server } from '@/mocks/node';

import { closeSiteApi, listenAsSiteApi, recordRequests, signIn } from '../api/helpers';

beforeAll(() => listenAsSiteApi(server, 'error'));
afterEach(() => {
  forgetRenewals();
  resetDemoState();
  server.events.removeAllListeners();
});
afterAll(() => closeSiteApi(server));

function renewal(refresh: string, browser: string) {
  return refreshSession(
    new NextRequest('http://localhost:3000/session/refresh', {
      method: 'POST',
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        cookie: `${REFRESH_COOKIE_NAME}=${refresh}; ${BROWSER_COOKIE_NAME}=${browser}`,
      },
      body: '{}',
    }),
  );
}

const refreshCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${REFRESH_COOKIE_NAME}=`))
    ?.split(';')[0]
    .slice(REFRESH_COOKIE_NAME.length + 1);

describe('a just-rotated refresh token presented by another browser', () => {
  it('reaches the API as a replay, which revokes the sign-in: the first renewer’s new token is dead too', async () => {
    const { refresh } = await signIn('+37491000201');
    const thief = await renewal(refresh, 'thief-browser-binding-000000000000');
    expect(thief.status).toBe(200);
    const thiefToken = refreshCookieOf(thief);
    expect(thiefToken).toMatch(/^eyJ/);

    const log = recordRequests(server);
    const patient = await renewal(refresh, 'patient-browser-binding-0000000000');
    expect(patient.status).toBe(401);
    expect(await patient.json()).toEqual({ error: { code: 'unauthorized' } });
    // The presentation reached the API's refresh call with the rotated token.
    const told = log.to('/auth/token/refresh/');
    expect(told).toHaveLength(1);
    expect(await told[0].json()).toEqual({ refresh });

    forgetRenewals();
    const thiefAgain = await renewal(thiefToken!, 'thief-browser-binding-000000000000');
    expect(thiefAgain.status).toBe(401);
  });

  it('the same browser presenting it again within the window gets the same pair, and the API hears nothing', async () => {
    const { refresh } = await signIn('+37491000202');
    const first = await renewal(refresh, 'one-browser-binding-00000000000000');
    const log = recordRequests(server);
    const second = await renewal(refresh, 'one-browser-binding-00000000000000');
    expect(second.status).toBe(200);
    expect(refreshCookieOf(second)).toBe(refreshCookieOf(first));
    expect(log.to('/auth/token/refresh/')).toHaveLength(0);
  });
});
