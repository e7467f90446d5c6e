import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createApplication } from '@/features/application/api/calls';
import { requestOtp, verifyOtp } from '@/features/auth/api/calls';
import { getDoctor } from '@/features/doctors/api/calls';
import { getGallery } from '@/features/gallery/api/calls';
import { getNewsItem } from '@/features/news/api/calls';
import { getAppointments } from '@/features/profile/api/calls';
import type { ApiRequest } from '@/lib/api/call';
import { createApi } from '@/lib/api/client';
import { ApiError, apiErrorMessageKey, parseRetryAfter } from '@/lib/api/errors';
import { toApiError } from '@/lib/api/to-api-error';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';
import { resetDemoState, server } from '@/mocks/node';

import { API, memoryTokens } from './helpers';

beforeAll(() => {
  // Fault injection exists in test mode only (a fixed one-time code).
  process.env.DEMO_OTP_CODE = '123456';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  delete process.env.DEMO_OTP_CODE;
});
beforeEach(() => resetDemoState());

function api(locale: 'hy' | 'ru' | 'en' = 'en', fault?: string, timeout?: number) {
  const instance = createApi({ baseURL: API, locale, tokens: memoryTokens(), timeout });
  if (!fault) return instance;
  return {
    request: (config: ApiRequest) => instance.request({ ...config, headers: { ...config.headers, 'x-demo-fault': fault } }),
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('API errors are mapped once to kinds', () => {
  it('validation (400) carries localized field messages', async () => {
    const error = await failure(
      createApplication(api('ru'), { name: 'А', phone: '12345', service: 'ent', contactChannel: 'call', consent: true } as never),
    );
    expect(error.kind).toBe('validation');
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['name', 'phone']);
    expect(error.fields?.phone[0]).toMatch(/международном формате/);
    expect(error.serverMessage).toBe('Проверьте заполненные поля');
  });

  it('a wrong one-time code is a validation error with the server code', async () => {
    await requestOtp(api(), { phone: '+37491000002' });
    const error = await failure(verifyOtp(api('hy'), { phone: '+37491000002', code: '000000' }));
    expect(error.kind).toBe('validation');
    expect(['invalid_code']).toContain(error.code);
    expect(error.fields?.code[0]).toMatch(/[\u0531-\u058F]/);
  });

  it('unauthorized (401) without a token', async () => {
    const error = await failure(getAppointments(api()));
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
  });

  it('forbidden (403)', async () => {
    server.use(
      http.get('*/api/v1/gallery/', () => HttpResponse.json({ error: { code: 'forbidden', message: 'Access denied' } }, { status: 403 })),
    );
    expect((await failure(getGallery(api()))).kind).toBe('forbidden');
  });

  it('not found (404)', async () => {
    const error = await failure(getNewsItem(api(), 'no-such-news'));
    expect(error.kind).toBe('not_found');
    expect(error.serverMessage).toBe('Not found');
    expect((await failure(getDoctor(api('hy'), 'nobody'))).serverMessage).toBe('Չի գտնվել');
  });

  it('rate limited (429) with the Retry-After seconds', async () => {
    await requestOtp(api(), { phone: '+37491000003' });
    const error = await failure(requestOtp(api(), { phone: '+37491000003' }));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(90);
  });

  it('server (500)', async () => {
    const error = await failure(getGallery(api('en', '500')));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(500);
  });

  it('network failure', async () => {
    const error = await failure(getGallery(api('en', 'network')));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
  });

  it('timeout is a network failure', async () => {
    const error = await failure(getGallery(api('en', 'latency:2000', 50)));
    expect(error.kind).toBe('network');
  });

  it('a response that breaks the contract is kind contract, not a crash later', async () => {
    // The list itself is broken (one broken item is only left out: tests/api/content-cache.test.ts).
    server.use(http.get('*/api/v1/gallery/', () => HttpResponse.json({ data: { items: 'none' } })));
    const error = await failure(getGallery(api()));
    expect(error.kind).toBe('contract');
  });

  it('parses Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('42')).toBe(42);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(toApiError(new Error('boom')).kind).toBe('network');
  });
});

describe('ApiErrors messages', () => {
  const kinds = ['validation', 'unauthorized', 'forbidden', 'not_found', 'rate_limited', 'server', 'network', 'contract'] as const;

  it('every kind has a translated text in hy, ru and en', () => {
    for (const messages of [hy, ru, en] as unknown as Array<Record<string, Record<string, string>>>) {
      for (const kind of kinds) {
        const key = apiErrorMessageKey({ kind, retryAfterSeconds: undefined });
        expect(messages.ApiErrors[key], `${kind}`).toBeTruthy();
      }
      expect(messages.ApiErrors.rateLimitedRetry).toContain('{seconds');
    }
    expect(hy.ApiErrors.server).toMatch(/[\u0531-\u058F]/);
    expect(ru.ApiErrors.server).toMatch(/[а-я]/i);
    expect(new Set([hy.ApiErrors.network, ru.ApiErrors.network, en.ApiErrors.network]).size).toBe(3);
  });
});
