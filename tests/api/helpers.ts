import type { SetupServer } from 'msw/node';

import type { TokenPair } from '@/features/auth/api/calls';
import type { AccessTokenSource } from '@/lib/api/client';

export const API_ORIGIN = 'http://api.test';
export const API = `${API_ORIGIN}/api/v1`;
export const TEST_OTP = '123456';

/**
 * An access-token source in memory that records what the API layer asked of it. `renew` answers
 * each renewal (a new token, or null for "the session has ended").
 */
export function memoryTokens(initial: { access?: string | null; renew?: () => Promise<string | null> } = {}) {
  const store = {
    access: initial.access ?? null,
    renewals: [] as Array<string | undefined>,
    getAccessToken: () => store.access,
    async renewAccessToken(failed: string | undefined) {
      store.renewals.push(failed);
      const next = initial.renew ? await initial.renew() : null;
      store.access = next;
      return next;
    },
  };
  return store satisfies AccessTokenSource;
}

async function post(path: string, body: unknown, locale = 'en') {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** The whole sign-in against the demo handlers (needs DEMO_OTP_CODE=TEST_OTP). */
export async function signIn(phone: string, locale = 'en'): Promise<TokenPair> {
  const requested = await post('/auth/otp/request/', { phone }, locale);
  if (requested.status !== 200) throw new Error(`otp request: ${requested.status}`);
  const verified = await post('/auth/otp/verify/', { phone, code: TEST_OTP }, locale);
  if (verified.status !== 200) throw new Error(`otp verify: ${verified.status}`);
  const obtained = await post('/auth/token/obtain/', { phone, verificationToken: verified.body.data.verificationToken }, locale);
  if (obtained.status !== 200) throw new Error(`token obtain: ${obtained.status}`);
  return obtained.body.data;
}

export { post as postJson };

/** Every request the mock server saw, with a clone to read headers and bodies. */
export function recordRequests(server: SetupServer) {
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(request.clone());
  };
  server.events.on('request:start', listener);
  return {
    seen,
    to: (path: string) => seen.filter((r) => new URL(r.url).pathname === `/api/v1${path}`),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/**
 * The demo API in the test process as the site's API: its one-time code fixed to TEST_OTP, the browser and
 * server API URLs pointed at it, and `server` listening. `closeSiteApi` stops it and unsets the code and URL.
 */
export function listenAsSiteApi(server: SetupServer, onUnhandledRequest: 'error' | 'bypass') {
  process.env.DEMO_OTP_CODE = TEST_OTP;
  process.env.NEXT_PUBLIC_API_URL = API_ORIGIN;
  process.env.API_URL = API_ORIGIN;
  server.listen({ onUnhandledRequest });
}

export function closeSiteApi(server: SetupServer) {
  server.close();
  delete process.env.DEMO_OTP_CODE;
  delete process.env.API_URL;
}
