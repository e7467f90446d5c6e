/**
 * Sign-in: one-time codes and tokens, schemas and calls.
 */
import * as z from 'zod/mini';

import '@/lib/api/zod-setup';

import { defineCall } from '@/lib/api/define-call';
import { validation } from '@/lib/api/error-cases';
import { e164PhoneSchema } from '@/lib/api/schemas';

import { OTP_CODE_LENGTH } from '../model/otp-code';

export const OTP_CODE_PATTERN = new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`);

export const otpRequestSchema = z.object({ phone: e164PhoneSchema });
export type OtpRequest = z.infer<typeof otpRequestSchema>;
export const otpRequestedSchema = z.object({
  expiresIn: z.int().check(z.positive(), z.describe('Seconds the code stays valid (300)')),
  retryAfter: z.int().check(z.positive(), z.describe('Seconds before a new code may be requested (90)')),
});
export type OtpRequested = z.infer<typeof otpRequestedSchema>;

export const otpVerifySchema = z.object({
  phone: e164PhoneSchema,
  code: z.string().check(z.regex(OTP_CODE_PATTERN), z.describe(`${OTP_CODE_LENGTH} digits`)),
});
export type OtpVerify = z.infer<typeof otpVerifySchema>;
export const otpVerifiedSchema = z.object({
  verificationToken: z.string().check(z.minLength(1), z.describe('Single use, short-lived; exchanged for tokens')),
});
export type OtpVerified = z.infer<typeof otpVerifiedSchema>;

export const tokenObtainSchema = z.object({
  phone: e164PhoneSchema,
  verificationToken: z.string().check(z.minLength(1)),
});
export type TokenObtain = z.infer<typeof tokenObtainSchema>;

export const jwtSchema = z.string().check(z.regex(/^[\w-]+\.[\w-]+\.[\w-]*$/), z.describe('Signed JWT (three base64url parts)'));
export const tokenPairSchema = z.object({ access: jwtSchema, refresh: jwtSchema });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const tokenRefreshSchema = z.object({ refresh: jwtSchema });
/** The spec allows a refresh answer with only `access`; then the old refresh token stays. */
export const tokenRefreshedSchema = z.object({ access: jwtSchema, refresh: z.optional(jwtSchema) });
export type TokenRefreshed = z.infer<typeof tokenRefreshedSchema>;

export const tokenRevokedSchema = z.object({ revoked: z.literal(true) });
export type TokenRevoked = z.infer<typeof tokenRevokedSchema>;

/** Claims of the access token. */
export const accessClaimsSchema = z.object({
  sub: z.string().check(z.regex(/^[1-9]\d*$/), z.describe('Client id as a string of digits')),
  name: z.string(),
  phone: e164PhoneSchema,
  exp: z.int(),
  iat: z.optional(z.int()),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/* ---------- calls ---------- */

export const requestOtp = defineCall({
  name: 'requestOtp',
  method: 'POST',
  path: '/auth/otp/request/',
  summary:
    'Sends a one-time code to the phone. The code has 6 digits and is valid for 5 minutes; while it is unused, a new one may be requested after 90 seconds. A code that was verified no longer holds the wait: the next request sends a new code at once.',
  auth: 'none',
  public: false,
  body: otpRequestSchema,
  response: otpRequestedSchema,
  successStatus: 200,
  errors: [
    validation,
    { status: 429, when: 'an unused code was sent less than 90 s ago (code rate_limited, Retry-After header in seconds)' },
  ],
  args: (body: OtpRequest) => ({ body }),
});

export const verifyOtp = defineCall({
  name: 'verifyOtp',
  method: 'POST',
  path: '/auth/otp/verify/',
  summary: 'Checks the code; answers a single-use verification token. At most 5 attempts per code.',
  auth: 'none',
  public: false,
  body: otpVerifySchema,
  response: otpVerifiedSchema,
  successStatus: 200,
  errors: [
    validation,
    { status: 400, when: 'wrong code (code invalid_code, fields.code)' },
    { status: 400, when: 'the code is older than 5 minutes or none was requested (code code_expired, fields.code)' },
    { status: 400, when: 'the 5 attempts of this code are used up (code too_many_attempts, fields.code)' },
  ],
  args: (body: OtpVerify) => ({ body }),
});

export const obtainToken = defineCall({
  name: 'obtainToken',
  method: 'POST',
  path: '/auth/token/obtain/',
  summary: 'Exchanges the verification token for an access and a refresh token (signed JWTs).',
  auth: 'none',
  public: false,
  body: tokenObtainSchema,
  response: tokenPairSchema,
  successStatus: 200,
  errors: [validation, { status: 401, when: 'the verification token is unknown, used, expired or for another phone' }],
  args: (body: TokenObtain) => ({ body }),
});

/** Rotation of the refresh token; only the site's server calls it (the token never reaches the browser). */
export const refreshToken = defineCall({
  name: 'refreshToken',
  method: 'POST',
  path: '/auth/token/refresh/',
  summary: 'Rotates the refresh token: answers a new access token and a new refresh token; the presented refresh token becomes invalid.',
  auth: 'none',
  public: false,
  body: tokenRefreshSchema,
  response: tokenRefreshedSchema,
  successStatus: 200,
  errors: [validation, { status: 401, when: 'the refresh token is invalid, expired, revoked or already used' }],
  args: (refresh: string) => ({ body: { refresh } }),
});

/** Optional call: revokes the token's whole sign-in. A backend without it answers 404 (kind not_found). */
export const revokeToken = defineCall({
  name: 'revokeToken',
  method: 'POST',
  path: '/auth/token/revoke/',
  summary:
    'Optional (not in the spec table): revokes the refresh token and every token rotated from the same sign-in. Answers 200 for an unknown or already revoked token too. A backend without it answers 404; the site then only clears its cookie.',
  auth: 'none',
  public: false,
  body: tokenRefreshSchema,
  response: tokenRevokedSchema,
  successStatus: 200,
  errors: [validation],
  args: (refresh: string) => ({ body: { refresh } }),
});
