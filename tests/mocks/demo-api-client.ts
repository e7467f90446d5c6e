import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { setOtpLogger } from '@/features/auth/demo/handlers';
import { resetDemoState, server } from '@/mocks/node';

export const API = 'http://api.test/api/v1';

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function call(
  path: string,
  init: { method?: string; body?: unknown; locale?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.locale) headers['Accept-Language'] = init.locale;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    body: type.includes('json') ? await response.json() : await response.text(),
  };
}

export async function signIn(phone: string, locale = 'en') {
  await call('/auth/otp/request/', { body: { phone }, locale });
  const verified = await call('/auth/otp/verify/', { body: { phone, code: '123456' }, locale });
  const obtained = await call('/auth/token/obtain/', { body: { phone, verificationToken: verified.body.data.verificationToken }, locale });
  return obtained.body.data as { access: string; refresh: string };
}

/** Each test starts with a fresh demo clinic and the fixed one-time code, and leaves no fake timers or logger behind. */
export function setupDemoApiTests() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetDemoState();
    vi.stubEnv('DEMO_OTP_CODE', '123456');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
    setOtpLogger(null);
  });
}
