// @vitest-environment node
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';

import { setOtpLogger } from '@/features/auth/demo/handlers';
import { resetDemoState } from '@/mocks/node';

import { call, setupDemoApiTests, signIn } from './demo-api-client';

setupDemoApiTests();

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
    expect(await call('/auth/token/revoke/', { body: { refresh: pair.refresh } })).toMatchObject({
      status: 200,
      body: { data: { revoked: true } },
    });
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

describe('the demo edit call', () => {
  const edit = (headers: Record<string, string> = {}) =>
    call('/demo/news/hearing-check-week/', { method: 'PATCH', body: { locale: 'en', title: 'Rewritten' }, headers });
  const secret = 'demo-webhook-secret-of-32-characters';

  it('needs the webhook secret as its bearer credential', async () => {
    vi.stubEnv('REVALIDATE_SECRET', secret);
    expect((await edit()).status).toBe(401);
    expect((await edit({ Authorization: 'Bearer a-guess' })).status).toBe(401);
    const allowed = await edit({ Authorization: `Bearer ${secret}` });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.title).toBe('Rewritten');
  });

  it('does not exist outside test mode, whatever the credential', async () => {
    vi.stubEnv('REVALIDATE_SECRET', secret);
    vi.stubEnv('DEMO_OTP_CODE', '');
    expect((await edit({ Authorization: `Bearer ${secret}` })).status).toBe(404);
  });

  it('is refused when the demo API has no webhook secret at all', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect((await edit({ Authorization: 'Bearer ' })).status).toBe(401);
  });
});
