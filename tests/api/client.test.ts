import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '@/lib/api/client';
import { getAppointments, getCurrentClient, getNewsList, refreshToken } from '@/lib/api/endpoints';
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
  it('sends Accept-Language from the locale getter, read on every request', async () => {
    let locale: 'hy' | 'ru' | 'en' = 'ru';
    const api = createApi({ baseURL: API, getLocale: () => locale, tokens: memoryTokens() });
    const log = recordRequests(server);

    const ru = await getNewsList(api, { page: 1, pageSize: 1 });
    locale = 'en';
    const en = await getNewsList(api, { page: 1, pageSize: 1 });

    expect(log.to('/news/').map((r) => r.headers.get('accept-language'))).toEqual(['ru', 'en']);
    expect(ru.items[0].title).toMatch(/[а-я]/i);
    expect(en.items[0].title).toMatch(/^[\x20-\x7e’]+$/);
  });

  it('sends the Bearer access token when there is one, and no Authorization header otherwise', async () => {
    const tokens = memoryTokens();
    const api = createApi({ baseURL: API, tokens });
    const log = recordRequests(server);

    await getNewsList(api);
    const pair = await signIn(PHONE);
    tokens.setTokens(pair);
    const me = await getCurrentClient(api);

    const [anonymous, signedIn] = [log.to('/news/')[0], log.to('/clients/me/')[0]];
    expect(anonymous.headers.get('authorization')).toBeNull();
    expect(signedIn.headers.get('authorization')).toBe(`Bearer ${pair.access}`);
    expect(me.phone).toBe(PHONE);
  });

  it('sends credentials (cookies) with every request', async () => {
    const api = createApi({ baseURL: API, tokens: memoryTokens() });
    const log = recordRequests(server);
    await getNewsList(api);
    expect(log.to('/news/')[0].credentials).toBe('include');
    expect(api.defaults.withCredentials).toBe(true);
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

describe('401: one refresh, then one retry', () => {
  it('N concurrent 401s share one refresh and each request is retried once with the new token', async () => {
    const pair = await signIn(PHONE);
    const tokens = memoryTokens({ access: 'expired.access.token', refresh: pair.refresh });
    const api = createApi({ baseURL: API, tokens });
    const log = recordRequests(server);

    const N = 5;
    const results = await Promise.all(Array.from({ length: N }, () => getAppointments(api)));

    expect(results).toHaveLength(N);
    for (const items of results) expect(items.length).toBeGreaterThanOrEqual(5);
    expect(log.to('/auth/token/refresh/')).toHaveLength(1);
    const calls = log.to('/clients/appointments/');
    expect(calls).toHaveLength(2 * N);
    const newAccess = tokens.access!;
    expect(newAccess).not.toBe('expired.access.token');
    expect(calls.filter((r) => r.headers.get('authorization') === 'Bearer expired.access.token')).toHaveLength(N);
    expect(calls.filter((r) => r.headers.get('authorization') === `Bearer ${newAccess}`)).toHaveLength(N);
    // rotation: the refresh token was replaced too
    expect(tokens.refresh).not.toBe(pair.refresh);
    expect(tokens.cleared).toBe(0);
  });

  it('does not retry a request that was already retried', async () => {
    const pair = await signIn(PHONE);
    const tokens = memoryTokens({ access: pair.access, refresh: pair.refresh });
    const api = createApi({ baseURL: API, tokens });
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
    expect(log.to('/auth/token/refresh/')).toHaveLength(1);
  });

  it('does not refresh without a refresh token: the 401 is passed on', async () => {
    const tokens = memoryTokens({ access: 'stale.access.token' });
    const api = createApi({ baseURL: API, tokens });
    const log = recordRequests(server);

    const error = await getAppointments(api).catch((e: unknown) => e);

    expect((error as ApiError).kind).toBe('unauthorized');
    expect((error as ApiError).status).toBe(401);
    expect(log.to('/auth/token/refresh/')).toHaveLength(0);
    expect(log.to('/clients/appointments/')).toHaveLength(1);
    expect(tokens.cleared).toBe(0);
  });

  it('a failed refresh clears the session and rejects with the original error', async () => {
    const pair = await signIn(PHONE);
    // a refresh token that was already rotated is rejected by the server
    await fetch(`${API}/auth/token/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: pair.refresh }),
    });
    const tokens = memoryTokens({ access: 'expired.access.token', refresh: pair.refresh });
    const api = createApi({ baseURL: API, tokens });
    const log = recordRequests(server);

    const error = (await getAppointments(api).catch((e: unknown) => e)) as ApiError;

    expect(error.kind).toBe('unauthorized');
    const original = error.cause as { config: { url: string } };
    expect(original.config.url).toBe('/clients/appointments/');
    expect(tokens.cleared).toBe(1);
    expect(tokens.access).toBeNull();
    expect(tokens.refresh).toBeNull();
    expect(log.to('/auth/token/refresh/')).toHaveLength(1);
    expect(log.to('/clients/appointments/')).toHaveLength(1);
  });

  it("the refresh endpoint's own 401 does not trigger another refresh", async () => {
    const tokens = memoryTokens({ access: 'a.b.c', refresh: 'also.not.valid' });
    const api = createApi({ baseURL: API, tokens });
    const log = recordRequests(server);

    const error = (await refreshToken(api, 'also.not.valid').catch((e: unknown) => e)) as ApiError;

    expect(error.kind).toBe('unauthorized');
    expect(log.to('/auth/token/refresh/')).toHaveLength(1);
    expect(tokens.cleared).toBe(0);
  });

  it('a refresh answer with only an access token keeps the old refresh token', async () => {
    server.use(
      http.post('*/api/v1/auth/token/refresh/', () => HttpResponse.json({ data: { access: 'new.access.token' } })),
      http.get('*/api/v1/clients/me/', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new.access.token'
          ? HttpResponse.json({ data: { id: 7, name: 'Ani Hakobyan', phone: PHONE } })
          : HttpResponse.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 }),
      ),
    );
    const tokens = memoryTokens({ access: 'old.access.token', refresh: 'kept.refresh.token' });
    const api = createApi({ baseURL: API, tokens });

    const me = await getCurrentClient(api);

    expect(me.id).toBe(7);
    expect(tokens.access).toBe('new.access.token');
    expect(tokens.refresh).toBe('kept.refresh.token');
  });
});
