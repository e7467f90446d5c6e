import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { getNewsList } from '@/features/news/api/calls';
import { getAppointments, getCurrentClient } from '@/features/profile/api/calls';
import { createApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { resetDemoState, server } from '@/mocks/node';

import { API, API_ORIGIN, memoryTokens, recordRequests, signIn, TEST_OTP } from './helpers';

const PHONE = '+37491000001';

beforeAll(() => {
  process.env.DEMO_OTP_CODE = TEST_OTP;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => {
  server.close();
  delete process.env.DEMO_OTP_CODE;
});
beforeEach(() => resetDemoState());

describe('request headers', () => {
  it("sends Accept-Language of the instance's own locale (no module-level language)", async () => {
    const ru = createApi({ baseURL: API, locale: 'ru', tokens: memoryTokens() });
    const en = createApi({ baseURL: API, locale: 'en', tokens: memoryTokens() });
    const log = recordRequests(server);

    const inRussian = await getNewsList(ru, { page: 1, pageSize: 1 });
    const inEnglish = await getNewsList(en, { page: 1, pageSize: 1 });

    expect(log.to('/news/').map((r) => r.headers.get('accept-language'))).toEqual(['ru', 'en']);
    expect(inRussian.items[0].title).toMatch(/[а-я]/i);
    expect(inEnglish.items[0].title).toMatch(/^[\x20-\x7e’]+$/);
  });

  it('sends the Bearer access token when there is one, and no Authorization header otherwise', async () => {
    const tokens = memoryTokens();
    const api = createApi({ baseURL: API, locale: 'en', tokens });
    const log = recordRequests(server);

    await getNewsList(api);
    const pair = await signIn(PHONE);
    tokens.access = pair.access;
    const me = await getCurrentClient(api);

    const [anonymous, signedIn] = [log.to('/news/')[0], log.to('/clients/me/')[0]];
    expect(anonymous.headers.get('authorization')).toBeNull();
    expect(signedIn.headers.get('authorization')).toBe(`Bearer ${pair.access}`);
    expect(me.phone).toBe(PHONE);
  });

  it('sends no cookies to the clinic API (the refresh cookie belongs to the site alone)', async () => {
    const api = createApi({ baseURL: API, locale: 'en', tokens: memoryTokens() });
    const log = recordRequests(server);
    await getNewsList(api);
    expect(log.to('/news/')[0].credentials).toBe('omit');
  });

  it('the server instance sends the route locale and never a token', async () => {
    process.env.API_URL = API_ORIGIN;
    const log = recordRequests(server);
    await getNewsList(serverApi('ru'));
    const request = log.to('/news/')[0];
    expect(request.headers.get('accept-language')).toBe('ru');
    expect(request.headers.get('authorization')).toBeNull();
    delete process.env.API_URL;
  });
});

describe('401: one renewal, then one retry', () => {
  it('each refused request asks for a renewal with the token it used and is retried once with the new token', async () => {
    const pair = await signIn(PHONE);
    const tokens = memoryTokens({ access: 'expired.access.token', renew: async () => pair.access });
    const api = createApi({ baseURL: API, locale: 'en', tokens });
    const log = recordRequests(server);

    const N = 3;
    const results = await Promise.all(Array.from({ length: N }, () => getAppointments(api)));

    for (const items of results) expect(items.length).toBeGreaterThanOrEqual(5);
    expect(tokens.renewals).toEqual(Array(N).fill('expired.access.token'));
    const calls = log.to('/clients/appointments/');
    expect(calls.filter((r) => r.headers.get('authorization') === 'Bearer expired.access.token')).toHaveLength(N);
    expect(calls.filter((r) => r.headers.get('authorization') === `Bearer ${pair.access}`)).toHaveLength(N);
  });

  it('does not retry a request that was already retried', async () => {
    const pair = await signIn(PHONE);
    const tokens = memoryTokens({ access: pair.access, renew: async () => pair.access });
    const api = createApi({ baseURL: API, locale: 'en', tokens });
    server.use(
      http.get('*/api/v1/clients/appointments/', () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 }),
      ),
    );
    const log = recordRequests(server);

    const error = await getAppointments(api).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('unauthorized');
    expect(log.to('/clients/appointments/')).toHaveLength(2);
    expect(tokens.renewals).toHaveLength(1);
  });

  it('when the session cannot be renewed, the original 401 is passed on and nothing is retried', async () => {
    const tokens = memoryTokens({ access: 'stale.access.token', renew: async () => null });
    const api = createApi({ baseURL: API, locale: 'en', tokens });
    const log = recordRequests(server);

    const error = (await getAppointments(api).catch((e: unknown) => e)) as ApiError;

    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    const original = error.cause as { config: { url: string } };
    expect(original.config.url).toBe('/clients/appointments/');
    expect(log.to('/clients/appointments/')).toHaveLength(1);
  });

  it('an anonymous instance passes a 401 on without asking anyone', async () => {
    const api = createApi({ baseURL: API, locale: 'en' });
    const error = (await getAppointments(api).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('unauthorized');
  });
});
