// @vitest-environment node
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOtpLogger } from '@/mocks/handlers/auth';
import { resetDemoState, server } from '@/mocks/node';
import { REVIEWS } from '@/mocks/data/reviews';

const API = 'http://api.test/api/v1';

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

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function call(path: string, init: { method?: string; body?: unknown; locale?: string; token?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
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
  return { status: response.status, headers: response.headers, body: type.includes('json') ? await response.json() : await response.text() };
}

async function signIn(phone: string, locale = 'en') {
  await call('/auth/otp/request/', { body: { phone }, locale });
  const verified = await call('/auth/otp/verify/', { body: { phone, code: '123456' }, locale });
  const obtained = await call('/auth/token/obtain/', { body: { phone, verificationToken: verified.body.data.verificationToken }, locale });
  return obtained.body.data as { access: string; refresh: string };
}

describe('language negotiation', () => {
  it.each([
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['fr-FR, en;q=0.5, ru;q=0.4', 'en'],
    ['en;q=0.2, hy;q=0.9', 'hy'],
    ['de', 'hy'],
  ])('Accept-Language %s → %s', async (header, expected) => {
    const answer = await call('/pages/terms-of-use', { locale: header });
    expect(answer.headers.get('content-language')).toBe(expected);
  });

  it('without Accept-Language answers in Armenian', async () => {
    const answer = await call('/doctors/anahit-petrosyan/');
    expect(answer.body.data.name).toBe('Անահիտ Պետրոսյան');
  });
});

describe('one-time code', () => {
  it('answers the code lifetime and the countdown, then 429 with Retry-After until 90 s have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const first = await call('/auth/otp/request/', { body: { phone: '+37491000001' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ expiresIn: 300, retryAfter: 90 });

    vi.setSystemTime(new Date('2026-11-22T10:00:30Z'));
    const early = await call('/auth/otp/request/', { body: { phone: '+37491000001' }, locale: 'ru' });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('60');
    expect(early.body.error.code).toBe('rate_limited');
    expect(early.body.error.message).toContain('60');

    vi.setSystemTime(new Date('2026-11-22T10:01:31Z'));
    expect((await call('/auth/otp/request/', { body: { phone: '+37491000001' } })).status).toBe(200);
    // another phone has its own countdown
    expect((await call('/auth/otp/request/', { body: { phone: '+37491000002' } })).status).toBe(200);
  });

  it('without a fixed test code, a random 6-digit code is generated and reported to the log', async () => {
    vi.stubEnv('DEMO_OTP_CODE', '');
    const logged: string[] = [];
    setOtpLogger((_phone, code) => logged.push(code));
    await call('/auth/otp/request/', { body: { phone: '+37491000003' } });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\d{6}$/);
    const verified = await call('/auth/otp/verify/', { body: { phone: '+37491000003', code: logged[0] } });
    expect(verified.status).toBe(200);
  });

  it('allows 5 attempts per code', async () => {
    await call('/auth/otp/request/', { body: { phone: '+37491000004' } });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await call('/auth/otp/verify/', { body: { phone: '+37491000004', code: '000000' }, locale: 'hy' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.code).toBe('invalid_code');
      expect(wrong.body.error.fields.code[0]).toBe('Կոդը սխալ է');
    }
    const sixth = await call('/auth/otp/verify/', { body: { phone: '+37491000004', code: '123456' } });
    expect(sixth.status).toBe(400);
    expect(sixth.body.error.code).toBe('too_many_attempts');
  });

  it('a code expires after 5 minutes and works only once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    await call('/auth/otp/request/', { body: { phone: '+37491000005' } });
    vi.setSystemTime(new Date('2026-11-22T10:05:01Z'));
    const late = await call('/auth/otp/verify/', { body: { phone: '+37491000005', code: '123456' } });
    expect(late.body.error.code).toBe('code_expired');

    vi.setSystemTime(new Date('2026-11-22T10:06:00Z'));
    await call('/auth/otp/request/', { body: { phone: '+37491000005' } });
    expect((await call('/auth/otp/verify/', { body: { phone: '+37491000005', code: '123456' } })).status).toBe(200);
    const again = await call('/auth/otp/verify/', { body: { phone: '+37491000005', code: '123456' } });
    expect(again.body.error.code).toBe('code_expired');
  });

  it('a used code no longer holds the countdown: signing in again at once (after a logout) gets a new code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const phone = '+37491000006';
    const first = await signIn(phone);
    expect((await call('/auth/token/revoke/', { body: { refresh: first.refresh } })).status).toBe(200);

    vi.setSystemTime(new Date('2026-11-22T10:00:05Z'));
    const again = await call('/auth/otp/request/', { body: { phone } });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ expiresIn: 300, retryAfter: 90 });
    expect((await call('/auth/otp/verify/', { body: { phone, code: '123456' } })).status).toBe(200);

    // An unused code still holds it.
    await call('/auth/otp/request/', { body: { phone } });
    vi.setSystemTime(new Date('2026-11-22T10:00:15Z'));
    const unused = await call('/auth/otp/request/', { body: { phone } });
    expect(unused.status).toBe(429);
    expect(unused.headers.get('retry-after')).toBe('80');
  });

  it('wrong codes do not lift the countdown', async () => {
    const phone = '+37491000007';
    await call('/auth/otp/request/', { body: { phone } });
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await call('/auth/otp/verify/', { body: { phone, code: '000000' } });
    }
    expect((await call('/auth/otp/request/', { body: { phone } })).status).toBe(429);
  });

  it('rejects a phone that is not E.164 with a localized field error', async () => {
    const answer = await call('/auth/otp/request/', { body: { phone: '091 12 34 56' }, locale: 'ru' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation');
    expect(answer.body.error.fields.phone[0]).toMatch(/международном формате/);
  });
});

describe('tokens', () => {
  it('the verification token is single use and bound to the phone', async () => {
    await call('/auth/otp/request/', { body: { phone: '+37491000006' } });
    const { verificationToken } = (await call('/auth/otp/verify/', { body: { phone: '+37491000006', code: '123456' } })).body.data;
    expect((await call('/auth/token/obtain/', { body: { phone: '+37491000007', verificationToken } })).status).toBe(401);
    // a failed attempt consumed it too
    expect((await call('/auth/token/obtain/', { body: { phone: '+37491000006', verificationToken } })).status).toBe(401);
  });

  it('access claims carry sub, name, phone and an exp DEMO_ACCESS_TTL seconds ahead', async () => {
    vi.stubEnv('DEMO_ACCESS_TTL', '42');
    const { access, refresh } = await signIn('+37491000008', 'ru');
    const claims = decodeJwt(access);
    expect(claims.sub).toMatch(/^[1-9]\d*$/);
    expect(claims.phone).toBe('+37491000008');
    expect(claims.name).toMatch(/[а-я]/i);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(42);
    const refreshClaims = decodeJwt(refresh);
    expect(refreshClaims.sub).toBe(claims.sub);
    expect(refreshClaims.jti).toBeTruthy();
    expect(Number(refreshClaims.exp) - Number(refreshClaims.iat)).toBe(7 * 24 * 3600);
  });

  it('the same phone is the same client, another phone another one', async () => {
    const a = decodeJwt((await signIn('+37491000009')).access).sub;
    resetDemoState();
    const again = decodeJwt((await signIn('+37491000009')).access).sub;
    const b = decodeJwt((await signIn('+37491000010')).access).sub;
    expect(again).toBe(a);
    expect(b).not.toBe(a);
  });

  it('refresh rotates: the new pair works, the old refresh token is rejected', async () => {
    const pair = await signIn('+37491000011');
    const renewed = await call('/auth/token/refresh/', { body: { refresh: pair.refresh } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.refresh).not.toBe(pair.refresh);
    expect((await call('/clients/me/', { token: renewed.body.data.access })).status).toBe(200);
    const reused = await call('/auth/token/refresh/', { body: { refresh: pair.refresh } });
    expect(reused.status).toBe(401);
    expect(reused.body.error.code).toBe('unauthorized');
  });

  it('a replayed refresh token revokes its whole family: the token rotated from it is refused too', async () => {
    const pair = await signIn('+37491000021');
    const renewed = (await call('/auth/token/refresh/', { body: { refresh: pair.refresh } })).body.data;
    const latest = (await call('/auth/token/refresh/', { body: { refresh: renewed.refresh } })).body.data;
    expect((await call('/auth/token/refresh/', { body: { refresh: pair.refresh } })).status).toBe(401);
    expect((await call('/auth/token/refresh/', { body: { refresh: latest.refresh } })).status).toBe(401);
    // Another sign-in of the same client is another family and keeps working.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 91_000);
    const other = await signIn('+37491000021');
    expect((await call('/auth/token/refresh/', { body: { refresh: other.refresh } })).status).toBe(200);
  });

  it('the session has an absolute lifetime (default 30 days) that rotation does not extend', async () => {
    vi.stubEnv('DEMO_SESSION_MAX_AGE', '100');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    let refresh = (await signIn('+37491000022')).refresh;
    for (const at of [40, 80]) {
      vi.setSystemTime(start + at * 1000);
      const answer = await call('/auth/token/refresh/', { body: { refresh } });
      expect(answer.status, `after ${at} s`).toBe(200);
      refresh = answer.body.data.refresh;
      expect(decodeJwt(refresh).exp).toBeLessThanOrEqual(Math.floor(start / 1000) + 100);
    }
    vi.setSystemTime(start + 101_000);
    expect((await call('/auth/token/refresh/', { body: { refresh } })).status).toBe(401);
  });

  it('revoke (optional call) ends the sign-in, answers the same for an unknown token, and needs a JWT', async () => {
    const pair = await signIn('+37491000023');
    const renewed = (await call('/auth/token/refresh/', { body: { refresh: pair.refresh } })).body.data;
    // Revoking an older token of the family ends the newest one too.
    expect(await call('/auth/token/revoke/', { body: { refresh: pair.refresh } })).toMatchObject({ status: 200, body: { data: { revoked: true } } });
    expect((await call('/auth/token/refresh/', { body: { refresh: renewed.refresh } })).status).toBe(401);
    expect((await call('/auth/token/revoke/', { body: { refresh: 'a.b.c' } })).status).toBe(200);
    expect((await call('/auth/token/revoke/', { body: {} })).status).toBe(400);
  });

  it('an access token whose client record no longer exists is 401', async () => {
    const { access } = await signIn('+37491000024');
    const sub = decodeJwt(access).sub;
    const deleted = await fetch('http://api.test/__demo/delete-client', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sub }),
    });
    expect((await deleted.json()).data.deleted).toBe(true);
    expect((await call('/clients/me/', { token: access })).status).toBe(401);
  });

  it('an expired refresh token is rejected', async () => {
    vi.stubEnv('DEMO_REFRESH_TTL', '60');
    const pair = await signIn('+37491000012');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await call('/auth/token/refresh/', { body: { refresh: pair.refresh } })).status).toBe(401);
  });

  it('an expired or forged access token is 401', async () => {
    vi.stubEnv('DEMO_ACCESS_TTL', '30');
    const { access } = await signIn('+37491000013');
    const [header, payload] = access.split('.');
    expect((await call('/clients/me/', { token: `${header}.${payload}.forged` })).status).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    const expired = await call('/clients/me/', { token: access });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('Bearer');
  });
});

describe('client data', () => {
  it('needs a Bearer token', async () => {
    for (const path of ['/clients/me/', '/clients/appointments/', '/clients/documents/', '/documents/1/download/']) {
      expect((await call(path)).status, path).toBe(401);
    }
  });

  it('downloads a real PDF with the right headers, never another client’s document', async () => {
    const mine = await signIn('+37491000014');
    const theirs = await signIn('+37491000015');
    const documents = (await call('/clients/documents/', { token: mine.access, locale: 'hy' })).body.data.items;
    expect(documents.length).toBeGreaterThanOrEqual(3);

    const response = await fetch(`${API}/documents/${documents[0].id}/download/`, {
      headers: { Authorization: `Bearer ${mine.access}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${documents[0].fileName}"`);
    expect(bytes.byteLength).toBe(documents[0].sizeBytes);
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // the cross-reference table points at the objects
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');

    const forbidden = await call(`/documents/${documents[0].id}/download/`, { token: theirs.access });
    expect(forbidden.status).toBe(404);
    expect(forbidden.body.error.code).toBe('not_found');
  });

  it('appointments name the doctor and the service in the requested language', async () => {
    const { access } = await signIn('+37491000016');
    const items = (await call('/clients/appointments/', { token: access, locale: 'ru' })).body.data.items;
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      expect(item.doctor.name).toMatch(/[а-я]/i);
      expect(item.serviceTitle).toMatch(/[а-я]|ЛОР|УЗИ/i);
    }
    const starts = items.map((i: { startsAt: string }) => Date.parse(i.startsAt));
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
  });
});

describe('applications and testimonials', () => {
  const application = { name: 'Արամ Սարգսյան', phone: '+37491123456', service: 'dentistry', contactChannel: 'call', consent: true };

  it('accepts a valid application (201) with a reference number and keeps it', async () => {
    const answer = await call('/applications/create/', {
      body: { ...application, doctor: 'davit-sargsyan', preferredDays: ['Tu', 'Sa'], preferredTime: 'morning', message: 'Երեկոյան ժամ, խնդրում եմ' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ id: 1, reference: 'AR-00001' });
    expect((await call('/applications/create/', { body: application })).body.data.reference).toBe('AR-00002');
  });

  it('answers 400 with field errors in the requested language', async () => {
    const answer = await call('/applications/create/', {
      body: { name: '', phone: 'abc', service: 'cardiology', contactChannel: 'fax', preferredDays: ['Mo', 'Mo'], consent: false },
      locale: 'hy',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('Ստուգեք լրացված դաշտերը');
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['consent', 'contactChannel', 'name', 'phone', 'preferredDays', 'service']);
    expect(answer.body.error.fields.consent[0]).toBe('Անհրաժեշտ է ձեր համաձայնությունը');
  });

  it('requires a service, refuses a doctor of another service and a body that is not JSON', async () => {
    const withoutService = Object.fromEntries(Object.entries(application).filter(([key]) => key !== 'service'));
    expect((await call('/applications/create/', { body: withoutService, locale: 'en' })).body.error.fields.service).toEqual(['This field is required']);
    const wrongDoctor = await call('/applications/create/', { body: { ...application, doctor: 'anahit-petrosyan' }, locale: 'en' });
    expect(wrongDoctor.body.error.fields.doctor).toEqual(['This doctor does not provide the chosen service']);
    const broken = await fetch(`${API}/applications/create/`, { method: 'POST', body: 'name=Aram', headers: { 'Content-Type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.fields.body).toHaveLength(1);
  });

  it('answers a repeat with the same Idempotency-Key with the same application, never a second one', async () => {
    const key = { 'Idempotency-Key': '3f1c2b9e-7a41-4a57-9f0e-5b8f7f0e2d11' };
    const first = await call('/applications/create/', { body: application, headers: key });
    const repeat = await call('/applications/create/', { body: { ...application }, headers: key });
    expect(repeat.status).toBe(201);
    expect(repeat.body.data).toEqual(first.body.data);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    const other = await call('/applications/create/', { body: application, headers: { 'Idempotency-Key': 'another-key-of-sixteen' } });
    expect(other.body.data.id).toBe(first.body.data.id + 1);

    const changed = await call('/applications/create/', { body: { ...application, name: 'Another name' }, headers: key, locale: 'en' });
    expect(changed.status).toBe(422);
    expect(changed.body.error.code).toBe('idempotency_conflict');
    const malformed = await call('/applications/create/', { body: application, headers: { 'Idempotency-Key': 'short' } });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['idempotencyKey']);
  });

  it('a key whose request failed validation may be used again with a corrected body', async () => {
    const key = { 'Idempotency-Key': 'corrected-after-400-key' };
    expect((await call('/applications/create/', { body: { ...application, name: '' }, headers: key })).status).toBe(400);
    expect((await call('/applications/create/', { body: application, headers: key })).status).toBe(201);
  });

  it('a new testimonial waits for moderation and is not listed', async () => {
    const before = (await call('/testimonials/?page=1&pageSize=50')).body.data;
    const created = await call('/testimonials/create/', {
      body: { author: 'Anna', text: 'Friendly staff and a very clear explanation of my results.', rating: 5, consent: true },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe('pending');
    const after = (await call('/testimonials/?page=1&pageSize=50')).body.data;
    expect(after.total).toBe(before.total);
    expect(after.total).toBe(REVIEWS.length);
    expect(after.items.map((t: { id: number }) => t.id)).not.toContain(created.body.data.id);
  });

  it('validates testimonials: rating 1..5, text long enough', async () => {
    const answer = await call('/testimonials/create/', { body: { author: 'A', text: 'ok', rating: 9, consent: true }, locale: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toMatchObject({
      author: ['At least 2 characters'],
      text: ['At least 20 characters'],
      rating: ['The rating is from 1 to 5'],
    });
  });
});

describe('public content', () => {
  it('paginates news newest first', async () => {
    const first = (await call('/news/?page=1&pageSize=5')).body.data;
    const third = (await call('/news/?page=3&pageSize=5')).body.data;
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 14, totalPages: 3 });
    expect(third.items).toHaveLength(4);
    const dates = first.items.map((n: { publishedAt: string }) => Date.parse(n.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect((await call('/news/?pageSize=500')).status).toBe(400);
  });

  it('related news exclude the item and put the same topic first', async () => {
    const related = (await call('/news/related/?slug=wisdom-teeth-when-to-remove&limit=3')).body.data.items;
    expect(related).toHaveLength(3);
    expect(related[0].slug).toBe('cone-beam-ct-in-the-clinic');
    expect(related.map((n: { slug: string }) => n.slug)).not.toContain('wisdom-teeth-when-to-remove');
    expect((await call('/news/related/?slug=missing')).status).toBe(404);
  });

  it('filters doctors by service and featured', async () => {
    const ent = (await call('/doctors/?service=ent')).body.data.items;
    expect(ent.length).toBeGreaterThanOrEqual(2);
    expect(ent.every((d: { services: string[] }) => d.services.includes('ent'))).toBe(true);
    const featured = (await call('/doctors/?featured=true')).body.data.items;
    const others = (await call('/doctors/?featured=false')).body.data.items;
    expect(featured.every((d: { featured: boolean }) => d.featured)).toBe(true);
    expect(featured.length + others.length).toBe((await call('/doctors/')).body.data.items.length);
    expect((await call('/doctors/?service=cardiology')).status).toBe(400);
  });

  it('serves every referenced image as SVG from /media', async () => {
    const gallery = (await call('/gallery/')).body.data.items;
    const urls = [gallery[0].image.url, gallery[0].thumbnail.url, (await call('/doctors/')).body.data.items[0].photo.url];
    for (const url of urls) {
      expect(url.startsWith('http://api.test/media/')).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toContain('<svg');
    }
    expect((await fetch('http://api.test/media/nothing.svg')).status).toBe(404);
  });

  it('unknown slugs and ids are 404 with a localized message', async () => {
    const answer = await call('/pages/nothing-here', { locale: 'ru' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Не найдено' } });
    expect((await call('/gallery/999/')).status).toBe(404);
  });
});

describe('fault switches and demo extras', () => {
  it('x-demo-fault: 500 answers a server error on any route', async () => {
    const answer = await call('/certificates/', { headers: { 'x-demo-fault': '500' } });
    expect(answer.status).toBe(500);
    expect(answer.body.error.code).toBe('server');
  });

  it('x-demo-fault: network fails the request', async () => {
    await expect(fetch(`${API}/certificates/`, { headers: { 'x-demo-fault': 'network' } })).rejects.toThrow();
  });

  it('x-demo-fault: latency delays the answer (a short client timeout aborts it)', async () => {
    await expect(
      fetch(`${API}/certificates/`, { headers: { 'x-demo-fault': 'latency:5000' }, signal: AbortSignal.timeout(50) }),
    ).rejects.toThrow();
    const answer = await call('/certificates/', { headers: { 'x-demo-fault': 'latency:10' } });
    expect(answer.status).toBe(200);
  });

  it('in test mode a client’s refresh tokens can be revoked; outside test mode the switch does not exist', async () => {
    const pair = await signIn('+37491000017');
    const sub = decodeJwt(pair.access).sub;
    const revoked = await fetch('http://api.test/__demo/revoke-refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sub }),
    });
    expect((await revoked.json()).data.revoked).toBe(1);
    expect((await call('/auth/token/refresh/', { body: { refresh: pair.refresh } })).status).toBe(401);

    vi.stubEnv('DEMO_OTP_CODE', '');
    const off = await fetch('http://api.test/__demo/revoke-refresh', { method: 'POST', body: '{}' });
    expect(off.status).toBe(404);
  });
});
