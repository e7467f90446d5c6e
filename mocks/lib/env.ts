import { randomBytes } from 'node:crypto';

/**
 * The demo API's knobs, read on every use so tests can change them. The demo API is a program of its own (the
 * one the clinic's backend developers copy), so it reads its `DEMO_*` variables here rather than through the
 * site's lib/env; lib/env/variables.ts lists them with the README, and tests/env/env-docs.test.ts checks that
 * the defaults below are the ones listed there.
 */
export const DEFAULT_ACCESS_TTL_SECONDS = 300;
export const DEFAULT_REFRESH_TTL_SECONDS = 7 * 24 * 3600;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 90;
export const OTP_MAX_ATTEMPTS = 5;
export const VERIFICATION_TTL_SECONDS = 300;

/** The defences of a careful backend (docs/api.md, "Limits"); each can be set by environment for tests. */
export const DEFAULT_LIMITS = {
  /** Code requests per client address per window. */
  otpRequestsPerAddress: 20,
  /** Code verifications per client address per window. */
  otpVerificationsPerAddress: 50,
  /** The window of the two per-address limits, in seconds (10 minutes). */
  addressWindowSeconds: 600,
  /**
   * Wrong codes per phone from one client address, across codes, before that address is locked out of that phone
   * (never the phone itself: anyone could lock a patient out by typing wrong codes for their number).
   */
  otpFailuresPerPhone: 10,
  /** Codes sent to one phone in the per-phone window, from any address (against SMS pumping). */
  otpRequestsPerPhone: 10,
  /** The window (and lockout) of the per-phone failures, in seconds (24 hours). */
  phoneFailureWindowSeconds: 24 * 3600,
  /** Absolute session lifetime from sign-in; rotation does not extend it (30 days). */
  sessionMaxAgeSeconds: 30 * 24 * 3600,
  /** Largest accepted request body, in bytes (16 KB). */
  maxBodyBytes: 16 * 1024,
  /** Entries of each in-memory store (codes, verifications, tokens, counters) before the oldest go. */
  storeMaxEntries: 10_000,
} as const;

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Made once per process: without DEMO_JWT_SECRET, tokens of one start are worthless at the next. */
const startSecret = randomBytes(32).toString('base64url');

export const demoEnv = {
  accessTtlSeconds: () => positiveInt(process.env.DEMO_ACCESS_TTL, DEFAULT_ACCESS_TTL_SECONDS),
  refreshTtlSeconds: () => positiveInt(process.env.DEMO_REFRESH_TTL, DEFAULT_REFRESH_TTL_SECONDS),
  /** Test mode: the one code that verifies; also enables the `/__demo/*` switches. */
  fixedOtpCode: () => (/^\d{6}$/.test(process.env.DEMO_OTP_CODE ?? '') ? process.env.DEMO_OTP_CODE! : null),
  jwtSecret: () => process.env.DEMO_JWT_SECRET || startSecret,
  hasFixedJwtSecret: () => Boolean(process.env.DEMO_JWT_SECRET),
  /** Test mode (a fixed one-time code): fault injection and the `/__demo/*` switches exist only then. */
  testMode: () => demoEnv.fixedOtpCode() !== null,
  otpRequestsPerAddress: () => positiveInt(process.env.DEMO_OTP_REQUESTS_PER_ADDRESS, DEFAULT_LIMITS.otpRequestsPerAddress),
  otpVerificationsPerAddress: () => positiveInt(process.env.DEMO_OTP_VERIFICATIONS_PER_ADDRESS, DEFAULT_LIMITS.otpVerificationsPerAddress),
  addressWindowSeconds: () => positiveInt(process.env.DEMO_ADDRESS_WINDOW_SECONDS, DEFAULT_LIMITS.addressWindowSeconds),
  otpFailuresPerPhone: () => positiveInt(process.env.DEMO_OTP_FAILURES_PER_PHONE, DEFAULT_LIMITS.otpFailuresPerPhone),
  otpRequestsPerPhone: () => positiveInt(process.env.DEMO_OTP_REQUESTS_PER_PHONE, DEFAULT_LIMITS.otpRequestsPerPhone),
  phoneFailureWindowSeconds: () => positiveInt(process.env.DEMO_PHONE_FAILURE_WINDOW_SECONDS, DEFAULT_LIMITS.phoneFailureWindowSeconds),
  sessionMaxAgeSeconds: () => positiveInt(process.env.DEMO_SESSION_MAX_AGE, DEFAULT_LIMITS.sessionMaxAgeSeconds),
  maxBodyBytes: () => positiveInt(process.env.DEMO_MAX_BODY_BYTES, DEFAULT_LIMITS.maxBodyBytes),
};
