// @vitest-environment node
/**
 * The demo clinic API as a real HTTP process (`mocks/server.ts`, as `npm run api` starts it):
 * every route of the contract in every language, the whole sign-in with an access token that
 * expires, CORS, the network fault and a clean stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_ROUTES } from '@/features/api-calls';
import { envelope } from '@/lib/api/schemas';
import { LOCALES, type Locale } from '@/lib/locales';

import { freePort } from '../helpers/free-port';

const SITE_ORIGIN = 'http://localhost:3999';
const ACCESS_TTL_SECONDS = 2;
let child: ChildProcess;
let base = '';
let output = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      DEMO_API_PORT: String(port),
      DEMO_OTP_CODE: '123456',
      DEMO_ACCESS_TTL: String(ACCESS_TTL_SECONDS),
      SITE_URL: SITE_ORIGIN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo API did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`Demo clinic API on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`demo API exited with ${code}:\n${output}`)));
  });
}, 40_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function call(
  pathname: string,
  options: { locale?: Locale; body?: unknown; token?: string; headers?: Record<string, string>; method?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.locale) headers['Accept-Language'] = options.locale;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}/api/v1${pathname}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

const data = (answer: Answer) => (answer.body as { data: Record<string, unknown> }).data;

describe('npm run api', () => {
  it.each(LOCALES)('answers every route of the contract with valid bodies in %s', async (locale) => {
    const checked = new Set<string>();
    const expectRoute = (name: string, answer: Answer) => {
      const route = API_ROUTES.find((r) => r.name === name)!;
      expect(answer.status, name).toBe(route.successStatus);
      if (route.binary) {
        expect(answer.headers.get('content-type'), name).toBe(route.binary);
        expect(answer.headers.get('content-disposition'), name).toMatch(/^attachment; filename=".+\.pdf"$/);
      } else if (route.response) {
        expect(answer.headers.get('content-language'), name).toBe(locale);
        envelope(route.response!).parse(answer.body);
      }
      checked.add(name);
      return answer;
    };

    const news = data(expectRoute('getNewsList', await call('/news/?page=1&pageSize=3', { locale })));
    const slug = (news.items as Array<{ slug: string }>)[0].slug;
    expectRoute('getNewsItem', await call(`/news/${slug}/`, { locale }));
    expectRoute('getRelatedNews', await call(`/news/related/?slug=${slug}&limit=3`, { locale }));
    const gallery = data(expectRoute('getGallery', await call('/gallery/', { locale })));
    expectRoute('getGalleryItem', await call(`/gallery/${(gallery.items as Array<{ id: number }>)[0].id}/`, { locale }));
    const doctors = data(expectRoute('getDoctors', await call('/doctors/?service=ent', { locale })));
    expectRoute('getDoctor', await call(`/doctors/${(doctors.items as Array<{ slug: string }>)[0].slug}/`, { locale }));
    expectRoute('getCertificates', await call('/certificates/', { locale }));
    expectRoute('getReviews', await call('/testimonials/?page=1&pageSize=4', { locale }));
    expectRoute('getStaticPage', await call('/pages/privacy-policy', { locale }));
    expectRoute(
      'createReview',
      await call('/testimonials/create/', {
        locale,
        body: { author: 'Lilit', text: 'Attentive doctors, no waiting, results the same day.', rating: 5, consent: true },
      }),
    );
    expectRoute(
      'createApplication',
      await call('/applications/create/', {
        locale,
        body: { name: 'Lilit', phone: '+37491555000', service: 'lab', contactChannel: 'call', consent: true },
      }),
    );

    const phone = `+3749155500${LOCALES.indexOf(locale)}`;
    expectRoute('requestOtp', await call('/auth/otp/request/', { locale, body: { phone } }));
    const verified = data(expectRoute('verifyOtp', await call('/auth/otp/verify/', { locale, body: { phone, code: '123456' } })));
    const pair = data(
      expectRoute(
        'obtainToken',
        await call('/auth/token/obtain/', { locale, body: { phone, verificationToken: verified.verificationToken } }),
      ),
    ) as { access: string; refresh: string };
    const renewed = data(expectRoute('refreshToken', await call('/auth/token/refresh/', { locale, body: { refresh: pair.refresh } })));
    const token = renewed.access as string;
    expectRoute('getCurrentClient', await call('/clients/me/', { locale, token }));
    expectRoute('getAppointments', await call('/clients/appointments/', { locale, token }));
    const documents = data(expectRoute('getDocuments', await call('/clients/documents/', { locale, token })));
    const documentId = (documents.items as Array<{ id: number }>)[0].id;
    expectRoute('downloadDocument', await call(`/documents/${documentId}/download/`, { locale, token }));
    expectRoute('getBookableServices', await call('/booking/services/', { locale }));
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + (4 + 24 * 14) * 3_600_000).toISOString().slice(0, 10);
    const free = data(expectRoute('getFreeSlots', await call(`/booking/slots/?service=ent&from=${today}&to=${later}`, { locale })));
    const [first, second, third] = free.items as Array<{ startsAt: string; doctor: { slug: string } }>;
    const holdFor = (slot: typeof first) => ({ service: 'ent', doctor: slot.doctor.slug, startsAt: slot.startsAt });
    const released = data(expectRoute('createHold', await call('/booking/holds/', { locale, body: holdFor(third) })));
    expectRoute('releaseHold', await call(`/booking/holds/${released.id}/release/`, { locale, body: {} }));
    const hold = data(expectRoute('createHold', await call('/booking/holds/', { locale, body: holdFor(first) })));
    const next = data(expectRoute('createHold', await call('/booking/holds/', { locale, body: holdFor(second) })));
    // The access token lives 2 s here: each call that needs one gets a fresh one (a refresh) just before.
    const bookingPhone = `+3749155510${LOCALES.indexOf(locale)}`;
    await call('/auth/otp/request/', { locale, body: { phone: bookingPhone } });
    const { verificationToken } = data(await call('/auth/otp/verify/', { locale, body: { phone: bookingPhone, code: '123456' } }));
    let pairOfPatient = data(await call('/auth/token/obtain/', { locale, body: { phone: bookingPhone, verificationToken } })) as {
      access: string;
      refresh: string;
    };
    const freshToken = async () => {
      pairOfPatient = data(await call('/auth/token/refresh/', { locale, body: { refresh: pairOfPatient.refresh } })) as {
        access: string;
        refresh: string;
      };
      return pairOfPatient.access;
    };
    const key = (n: number) => `booking-${locale}-${n}-0123456789abcdef`;
    const booked = data(
      expectRoute(
        'bookAppointment',
        await call('/booking/appointments/', {
          locale,
          token: await freshToken(),
          body: { holdId: hold.id },
          headers: { 'Idempotency-Key': key(1) },
        }),
      ),
    );
    const moved = data(
      expectRoute(
        'rescheduleAppointment',
        await call(`/clients/appointments/${booked.id}/reschedule/`, {
          locale,
          token: await freshToken(),
          body: { holdId: next.id },
          headers: { 'Idempotency-Key': key(2) },
        }),
      ),
    );
    expectRoute(
      'cancelAppointment',
      await call(`/clients/appointments/${moved.id}/cancel/`, { locale, token: await freshToken(), body: {} }),
    );
    expectRoute('revokeToken', await call('/auth/token/revoke/', { locale, body: { refresh: renewed.refresh } }));

    // A read that needs nothing but a session (GET, no path parameter, no query) is asked without being named here,
    // so a new call of that shape is held to the contract as soon as its feature declares it.
    const plainReads = API_ROUTES.filter((r) => !checked.has(r.name) && r.method === 'GET' && !r.path.includes('{') && !r.query);
    for (const route of plainReads) {
      expectRoute(route.name, await call(route.path, { locale, ...(route.auth === 'bearer' ? { token: await freshToken() } : {}) }));
    }

    expect([...checked].sort()).toEqual(API_ROUTES.map((r) => r.name).sort());
  });

  it('runs the whole sign-in: code, verify, tokens, client call, expiry, refresh, call again; a reused refresh token is rejected', async () => {
    const phone = '+37499123456';
    const requested = await call('/auth/otp/request/', { body: { phone } });
    expect(requested.status).toBe(200);
    expect(output).toContain(`one-time code for ${phone}: 123456`);

    const verified = await call('/auth/otp/verify/', { body: { phone, code: '123456' } });
    expect(verified.status).toBe(200);
    const obtained = await call('/auth/token/obtain/', {
      body: { phone, verificationToken: data(verified).verificationToken },
    });
    expect(obtained.status).toBe(200);
    const first = data(obtained) as { access: string; refresh: string };

    const me = await call('/clients/me/', { token: first.access, locale: 'en' });
    expect(me.status).toBe(200);
    expect(data(me).phone).toBe(phone);

    await new Promise((resolve) => setTimeout(resolve, (ACCESS_TTL_SECONDS + 1) * 1000));
    const expired = await call('/clients/me/', { token: first.access });
    expect(expired.status).toBe(401);
    expect((expired.body as { error: { code: string } }).error.code).toBe('unauthorized');

    const refreshed = await call('/auth/token/refresh/', { body: { refresh: first.refresh } });
    expect(refreshed.status).toBe(200);
    const second = data(refreshed) as { access: string; refresh: string };
    expect(second.refresh).not.toBe(first.refresh);

    const again = await call('/clients/me/', { token: second.access, locale: 'en' });
    expect(again.status).toBe(200);
    expect(data(again).id).toBe(data(me).id);

    const reused = await call('/auth/token/refresh/', { body: { refresh: first.refresh } });
    expect(reused.status).toBe(401);
  }, 15_000);

  it('CORS: credentials allowed for the site origin only; preflight answered 204', async () => {
    const preflight = await fetch(`${base}/api/v1/clients/me/`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, accept-language, x-demo-fault',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-demo-fault');

    const allowed = await fetch(`${base}/api/v1/certificates/`, { headers: { Origin: SITE_ORIGIN } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(allowed.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('Retry-After');

    const foreign = await fetch(`${base}/api/v1/certificates/`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('fault switches work over HTTP: 500 and a dropped connection', async () => {
    expect((await call('/gallery/', { headers: { 'x-demo-fault': '500' } })).status).toBe(500);
    await expect(fetch(`${base}/api/v1/gallery/`, { headers: { 'x-demo-fault': 'network' } })).rejects.toThrow();
    expect((await call('/gallery/')).status).toBe(200);
  });

  it('answers 404 JSON for unknown paths (no third-party stand-ins: the country comes from the site itself)', async () => {
    expect((await fetch(`${base}/ip2c/self`)).status).toBe(404);
    const unknown = await call('/no-such-route/');
    expect(unknown.status).toBe(404);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
