/**
 * Sign-in with a one-time code: request, verify, obtain tokens, refresh with rotation, revoke. The
 * defences of a careful backend: per-address limits on code requests and verifications, wrong codes
 * counted per phone across codes, refresh-token families (a replay revokes the family) and an
 * absolute session lifetime that rotation does not extend.
 */
import { randomInt, randomUUID } from 'node:crypto';

import {
  obtainToken,
  otpRequestSchema,
  otpVerifySchema,
  refreshToken,
  requestOtp,
  revokeToken,
  tokenObtainSchema,
  tokenRefreshSchema,
  verifyOtp,
} from '@/features/auth/api/calls';
import type { Locale } from '@/lib/locales';
import { demoEnv, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, VERIFICATION_TTL_SECONDS } from '@/mocks/lib/env';
import { addressOf, fail, jsonBody, localeOf, ok } from '@/mocks/lib/http';
import { signAccess, signRefresh, verifyRefresh } from '@/mocks/lib/jwt';
import { errorMessage } from '@/mocks/lib/messages';
import { on } from '@/mocks/lib/route';
import { clientForPhone, demoState, hitLimit, revokeFamily } from '@/mocks/lib/state';
import { validate } from '@/mocks/lib/validate';

type OtpLogger = (phone: string, code: string) => void;
let otpLogger: OtpLogger | null = null;

/** Where new codes are reported; the HTTP process prints them, unit tests stay quiet. */
export function setOtpLogger(logger: OtpLogger | null): void {
  otpLogger = logger;
}

function codeFailure(request: Request, code: 'invalid_code' | 'code_expired' | 'too_many_attempts', locale: Locale) {
  return fail(request, code, { fields: { code: [errorMessage(code, locale)] } });
}

/** A new pair; `session` carries the family and the absolute end of a session that is being rotated. */
async function issueTokens(clientId: number, name: string, phone: string, session?: { family: string; sessionExpiresAt: number }) {
  const sub = String(clientId);
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const family = session?.family ?? randomUUID();
  const sessionExpiresAt = session?.sessionExpiresAt ?? now + demoEnv.sessionMaxAgeSeconds();
  const refreshExpiresAt = Math.min(now + demoEnv.refreshTtlSeconds(), sessionExpiresAt);
  demoState.refresh.set(jti, { sub, family, expiresAt: refreshExpiresAt, sessionExpiresAt });
  return {
    access: await signAccess(sub, name, phone, now),
    refresh: await signRefresh(sub, jti, refreshExpiresAt, now),
  };
}

export const authHandlers = [
  on(requestOtp, async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(otpRequestSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const { phone } = result.data;
    const now = Date.now();
    const locked = phoneLockout(phone, addressOf(request), now);
    if (locked) return fail(request, 'rate_limited', { retryAfterSeconds: locked });
    // The countdown guards a code that can still be entered: one that was used or has expired no longer blocks a new one.
    const existing = demoState.otps.get(phone);
    if (existing && now < existing.resendAt && now <= existing.expiresAt) {
      const retryAfterSeconds = Math.ceil((existing.resendAt - now) / 1000);
      return fail(request, 'rate_limited', { retryAfterSeconds });
    }
    const busy = hitLimit(
      demoState.otpRequestsByAddress,
      addressOf(request),
      demoEnv.otpRequestsPerAddress(),
      demoEnv.addressWindowSeconds(),
    );
    if (busy) return fail(request, 'rate_limited', { retryAfterSeconds: busy });
    // Each code is a paid SMS: a phone gets a bounded number a day, whoever asks (no SMS pumping through it).
    const pumped = hitLimit(demoState.otpRequestsByPhone, phone, demoEnv.otpRequestsPerPhone(), demoEnv.phoneFailureWindowSeconds());
    if (pumped) return fail(request, 'rate_limited', { retryAfterSeconds: pumped });
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

  on(verifyOtp, async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(otpVerifySchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const { phone, code } = result.data;
    const busy = hitLimit(
      demoState.otpVerificationsByAddress,
      addressOf(request),
      demoEnv.otpVerificationsPerAddress(),
      demoEnv.addressWindowSeconds(),
    );
    if (busy) return fail(request, 'rate_limited', { retryAfterSeconds: busy });
    const locked = phoneLockout(phone, addressOf(request));
    if (locked) return fail(request, 'rate_limited', { retryAfterSeconds: locked });
    const entry = demoState.otps.get(phone);
    if (!entry || Date.now() > entry.expiresAt) return codeFailure(request, 'code_expired', locale);
    if (entry.attempts >= OTP_MAX_ATTEMPTS) return codeFailure(request, 'too_many_attempts', locale);
    entry.attempts += 1;
    if (code !== entry.code) {
      // Counted per phone and address across codes: a new code does not reset it.
      hitLimit(
        demoState.otpFailuresByPhone,
        failureKey(phone, addressOf(request)),
        Number.MAX_SAFE_INTEGER,
        demoEnv.phoneFailureWindowSeconds(),
      );
      return codeFailure(request, 'invalid_code', locale);
    }
    // The code is spent, and with it the countdown: signing in again (after a logout) sends a new code at once.
    demoState.otps.delete(phone);
    const verificationToken = randomUUID();
    demoState.verifications.set(verificationToken, { phone, expiresAt: Date.now() + VERIFICATION_TTL_SECONDS * 1000 });
    return ok(request, { verificationToken });
  }),

  on(obtainToken, async ({ request }) => {
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

  on(refreshToken, async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(tokenRefreshSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const payload = await verifyRefresh(result.data.refresh);
    if (!payload) return fail(request, 'unauthorized');
    const entry = demoState.refresh.get(payload.jti);
    if (!entry) {
      // A token already rotated is presented again: it was stolen or copied, so the whole sign-in goes.
      const replayed = demoState.rotated.get(payload.jti);
      if (replayed) revokeFamily(replayed.family);
      // Otherwise unknown: revoked, or issued before a restart.
      return fail(request, 'unauthorized');
    }
    demoState.refresh.delete(payload.jti);
    demoState.rotated.set(payload.jti, { family: entry.family });
    const client = demoState.clientsById.get(Number(payload.sub));
    if (!client || Date.now() >= entry.sessionExpiresAt * 1000) return fail(request, 'unauthorized');
    return ok(request, await issueTokens(client.id, client.name[locale], client.phone, entry));
  }),

  /** Optional call of the contract: ends the sign-in the token belongs to (every token rotated from it). */
  on(revokeToken, async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(tokenRefreshSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const payload = await verifyRefresh(result.data.refresh);
    const family = payload && (demoState.refresh.get(payload.jti) ?? demoState.rotated.get(payload.jti))?.family;
    if (family) revokeFamily(family);
    // The same answer for an unknown token: nothing to learn from it.
    return ok(request, { revoked: true as const });
  }),
];

const failureKey = (phone: string, address: string) => `${phone} ${address}`;

/**
 * Seconds until this address may try this phone again after too many wrong codes, or null. Per address: whoever
 * types wrong codes for someone else's number locks only themselves out, never the patient.
 */
function phoneLockout(phone: string, address: string, now = Date.now()): number | null {
  const failures = demoState.otpFailuresByPhone.get(failureKey(phone, address));
  if (!failures || failures.resetAt <= now || failures.count < demoEnv.otpFailuresPerPhone()) return null;
  return Math.max(1, Math.ceil((failures.resetAt - now) / 1000));
}
