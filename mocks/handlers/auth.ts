/** Sign-in with a one-time code: request, verify, obtain tokens, refresh with rotation. */
import { randomInt, randomUUID } from 'node:crypto';
import { http } from 'msw';
import {
  otpRequestSchema,
  otpVerifySchema,
  tokenObtainSchema,
  tokenRefreshSchema,
} from '@/lib/api/schemas';
import { demoEnv, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, VERIFICATION_TTL_SECONDS } from '../lib/env';
import { fail, jsonBody, localeOf, ok } from '../lib/http';
import { signAccess, signRefresh, verifyRefresh } from '../lib/jwt';
import { errorMessage } from '../lib/messages';
import { clientForPhone, demoState } from '../lib/state';
import { validate } from '../lib/validate';
import type { Locale } from '@/lib/config';

type OtpLogger = (phone: string, code: string) => void;
let otpLogger: OtpLogger | null = null;

/** Where new codes are reported; the HTTP process prints them, unit tests stay quiet. */
export function setOtpLogger(logger: OtpLogger | null): void {
  otpLogger = logger;
}

function codeFailure(request: Request, code: 'invalid_code' | 'code_expired' | 'too_many_attempts', locale: Locale) {
  return fail(request, code, { fields: { code: [errorMessage(code, locale)] } });
}

async function issueTokens(clientId: number, name: string, phone: string) {
  const sub = String(clientId);
  const jti = randomUUID();
  const refreshExpiresAt = Math.floor(Date.now() / 1000) + demoEnv.refreshTtlSeconds();
  demoState.refresh.set(jti, { sub, expiresAt: refreshExpiresAt });
  return {
    access: await signAccess(sub, name, phone),
    refresh: await signRefresh(sub, jti, refreshExpiresAt),
  };
}

export const authHandlers = [
  http.post('*/api/v1/auth/otp/request/', async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(otpRequestSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const { phone } = result.data;
    const now = Date.now();
    const existing = demoState.otps.get(phone);
    if (existing && now < existing.resendAt) {
      const retryAfterSeconds = Math.ceil((existing.resendAt - now) / 1000);
      return fail(request, 'rate_limited', { retryAfterSeconds });
    }
    const code = demoEnv.fixedOtpCode() ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
    demoState.otps.set(phone, {
      code,
      expiresAt: now + OTP_TTL_SECONDS * 1000,
      resendAt: now + OTP_RESEND_SECONDS * 1000,
      attempts: 0,
    });
    otpLogger?.(phone, code);
    return ok(request, { expiresIn: OTP_TTL_SECONDS, retryAfter: OTP_RESEND_SECONDS });
  }),

  http.post('*/api/v1/auth/otp/verify/', async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(otpVerifySchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const { phone, code } = result.data;
    const entry = demoState.otps.get(phone);
    if (!entry || Date.now() > entry.expiresAt) return codeFailure(request, 'code_expired', locale);
    if (entry.attempts >= OTP_MAX_ATTEMPTS) return codeFailure(request, 'too_many_attempts', locale);
    entry.attempts += 1;
    if (code !== entry.code) return codeFailure(request, 'invalid_code', locale);
    // The code is spent; the countdown for a new one keeps running.
    entry.expiresAt = 0;
    const verificationToken = randomUUID();
    demoState.verifications.set(verificationToken, { phone, expiresAt: Date.now() + VERIFICATION_TTL_SECONDS * 1000 });
    return ok(request, { verificationToken });
  }),

  http.post('*/api/v1/auth/token/obtain/', async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(tokenObtainSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const { phone, verificationToken } = result.data;
    const verification = demoState.verifications.get(verificationToken);
    demoState.verifications.delete(verificationToken);
    if (!verification || verification.phone !== phone || Date.now() > verification.expiresAt) {
      return fail(request, 'unauthorized');
    }
    const client = clientForPhone(phone);
    return ok(request, await issueTokens(client.id, client.name[locale], client.phone));
  }),

  http.post('*/api/v1/auth/token/refresh/', async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(tokenRefreshSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const payload = await verifyRefresh(result.data.refresh);
    if (!payload) return fail(request, 'unauthorized');
    const entry = demoState.refresh.get(payload.jti);
    // Unknown jti: already rotated (reuse), revoked, or issued before a restart.
    if (!entry) return fail(request, 'unauthorized');
    demoState.refresh.delete(payload.jti);
    const client = demoState.clientsById.get(Number(payload.sub));
    if (!client) return fail(request, 'unauthorized');
    return ok(request, await issueTokens(client.id, client.name[locale], client.phone));
  }),
];
