// @vitest-environment node
/** The defences of a careful backend, with the demo API's real defaults (docs/api.md, "Limits"). */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { API_ROUTES } from '@/features/api-calls';
import { DEFAULT_LIMITS } from '@/mocks/lib/env';
import { PEER_ADDRESS_HEADER } from '@/mocks/lib/http';
import { demoState } from '@/mocks/lib/state';
import { resetDemoState, server } from '@/mocks/node';

const API = 'http://api.test/api/v1';
const CODE = '123456';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetDemoState();
  vi.stubEnv('DEMO_OTP_CODE', CODE);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

function post(path: string, body: unknown, address = '203.0.113.7', headers: Record<string, string> = {}) {
  return fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [PEER_ADDRESS_HEADER]: address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const phone = (n: number) => `+3749120${String(n).padStart(4, '0')}`;

describe('the defaults', () => {
  it('are the documented numbers', () => {
    expect(DEFAULT_LIMITS).toMatchObject({
      otpRequestsPerAddress: 20,
      otpVerificationsPerAddress: 50,
      addressWindowSeconds: 600,
      otpFailuresPerPhone: 10,
      otpRequestsPerPhone: 10,
      phoneFailureWindowSeconds: 86_400,
      sessionMaxAgeSeconds: 30 * 86_400,
      maxBodyBytes: 16_384,
    });
  });
});

describe('per-address limits', () => {
  it('a burst of code requests for many phones from one address meets 429 with Retry-After after 20', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1) statuses.push((await post('/auth/otp/request/', { phone: phone(n) })).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await post('/auth/otp/request/', { phone: phone(99) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    // Another address is not affected, and the window passes.
    expect((await post('/auth/otp/request/', { phone: phone(100) }, '198.51.100.1')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 601_000);
    expect((await post('/auth/otp/request/', { phone: phone(101) })).status).toBe(200);
  });

  it('verifications from one address: 50 per 10 minutes, then 429', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 51; n += 1) statuses.push((await post('/auth/otp/verify/', { phone: phone(n), code: '000000' })).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses[50]).toBe(429);
  });

  it('the limits are configurable by environment', async () => {
    vi.stubEnv('DEMO_OTP_REQUESTS_PER_ADDRESS', '2');
    expect((await post('/auth/otp/request/', { phone: phone(1) })).status).toBe(200);
    expect((await post('/auth/otp/request/', { phone: phone(2) })).status).toBe(200);
    expect((await post('/auth/otp/request/', { phone: phone(3) })).status).toBe(429);
  });
});

describe('wrong codes counted per phone and address across codes', () => {
  it('a new code does not reset the count: after 10 failures in 24 h that address is locked out of the phone, even for the right code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const target = phone(5);
    let failures = 0;
    for (let round = 0; round < 3 && failures < 10; round += 1) {
      vi.setSystemTime(start + round * 91_000);
      expect((await post('/auth/otp/request/', { phone: target })).status).toBe(200);
      for (let attempt = 0; attempt < 5 && failures < 10; attempt += 1) {
        expect((await post('/auth/otp/verify/', { phone: target, code: '000000' })).status).toBe(400);
        failures += 1;
      }
    }
    vi.setSystemTime(start + 3 * 91_000);
    const locked = await post('/auth/otp/request/', { phone: target });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect((await post('/auth/otp/verify/', { phone: target, code: CODE })).status).toBe(429);
    vi.setSystemTime(start + 24 * 3600_000 + 1000);
    expect((await post('/auth/otp/request/', { phone: target })).status).toBe(200);
  });

  it('someone typing wrong codes for a patient’s number locks only themselves out: the patient still signs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const target = phone(6);
    for (let round = 0; round < 2; round += 1) {
      vi.setSystemTime(start + round * 91_000);
      expect((await post('/auth/otp/request/', { phone: target }, '198.51.100.66')).status).toBe(200);
      for (let attempt = 0; attempt < 5; attempt += 1) await post('/auth/otp/verify/', { phone: target, code: '000000' }, '198.51.100.66');
    }
    vi.setSystemTime(start + 2 * 91_000);
    expect((await post('/auth/otp/request/', { phone: target }, '198.51.100.66')).status).toBe(429);
    expect((await post('/auth/otp/request/', { phone: target }, '203.0.113.50')).status).toBe(200);
    expect((await post('/auth/otp/verify/', { phone: target, code: CODE }, '203.0.113.50')).status).toBe(200);
  });
});

describe('codes per phone (SMS pumping)', () => {
  it('a phone gets at most 10 codes in 24 h, from whatever addresses they are asked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const target = phone(7);
    for (let sent = 0; sent < 10; sent += 1) {
      vi.setSystemTime(start + sent * 91_000);
      expect((await post('/auth/otp/request/', { phone: target }, `198.51.100.${sent + 1}`)).status).toBe(200);
    }
    vi.setSystemTime(start + 10 * 91_000);
    const refused = await post('/auth/otp/request/', { phone: target }, '198.51.100.200');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  });
});

describe('request bodies', () => {
  const creates = API_ROUTES.filter((route) => route.method === 'POST' && route.path.endsWith('/create/'));

  it.each(creates.map((route) => [route.path]))(
    'a cross-origin text/plain POST to %s is refused (415) and stores nothing',
    async (path) => {
      const response = await fetch(`${API}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
        body: JSON.stringify({ name: 'Spam', phone: '+37491000000', consent: true, author: 'x', text: 'x'.repeat(50), rating: 5 }),
      });
      expect(response.status).toBe(415);
      expect(demoState.applications).toHaveLength(0);
      expect(demoState.pendingReviews).toHaveLength(0);
    },
  );

  it('a body over 16 KB is 413', async () => {
    const response = await post('/applications/create/', {
      name: 'Aram',
      phone: '+37491000000',
      consent: true,
      message: 'x'.repeat(17_000),
    });
    expect(response.status).toBe(413);
  });
});

describe('bounded, expiring stores', () => {
  it('keeps at most the configured number of entries per store', async () => {
    vi.stubEnv('DEMO_OTP_REQUESTS_PER_ADDRESS', '100000');
    for (let n = 0; n < 50; n += 1) await post('/auth/otp/request/', { phone: phone(n) });
    expect(demoState.otps.size).toBe(50);
    expect(demoState.otps.max).toBe(DEFAULT_LIMITS.storeMaxEntries);
    expect(demoState.refresh.max).toBe(DEFAULT_LIMITS.storeMaxEntries);
    expect(demoState.verifications.max).toBe(DEFAULT_LIMITS.storeMaxEntries);
  });

  it('a code entry expires on its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await post('/auth/otp/request/', { phone: phone(1) });
    vi.setSystemTime(Date.now() + 301_000);
    expect(demoState.otps.get(phone(1))).toBeUndefined();
  });
});

describe('fault injection', () => {
  it('is honoured in test mode only', async () => {
    expect((await fetch(`${API}/certificates/`, { headers: { 'x-demo-fault': '500' } })).status).toBe(500);
    vi.stubEnv('DEMO_OTP_CODE', '');
    expect((await fetch(`${API}/certificates/`, { headers: { 'x-demo-fault': '500' } })).status).toBe(200);
  });
});
