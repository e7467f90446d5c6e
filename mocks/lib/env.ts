import { randomBytes } from 'node:crypto';

import { readEnv } from '@/lib/env/variables.mjs';

/**
 * The demo API's knobs, read through the environment module (lib/env/variables.mjs) on every use, so tests can
 * change them; a bad value throws there with one line naming the variable (mocks/server.ts checks them all at
 * start). The defaults are named here for the code that reads them; tests/env/env-docs.test.ts checks that they
 * are the ones the module and the README list.
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

/** Made once per process: without DEMO_JWT_SECRET, tokens of one start are worthless at the next. */
const startSecret = randomBytes(32).toString('base64url');

export const demoEnv = {
  accessTtlSeconds: () => readEnv('DEMO_ACCESS_TTL'),
  refreshTtlSeconds: () => readEnv('DEMO_REFRESH_TTL'),
  /** Test mode: the one code that verifies; also enables the `/__demo/*` switches. */
  fixedOtpCode: () => readEnv('DEMO_OTP_CODE') ?? null,
  jwtSecret: () => readEnv('DEMO_JWT_SECRET') || startSecret,
  hasFixedJwtSecret: () => Boolean(readEnv('DEMO_JWT_SECRET')),
  /** Test mode (a fixed one-time code): fault injection and the `/__demo/*` switches exist only then. */
  testMode: () => demoEnv.fixedOtpCode() !== null,
  otpRequestsPerAddress: () => readEnv('DEMO_OTP_REQUESTS_PER_ADDRESS'),
  otpVerificationsPerAddress: () => readEnv('DEMO_OTP_VERIFICATIONS_PER_ADDRESS'),
  addressWindowSeconds: () => readEnv('DEMO_ADDRESS_WINDOW_SECONDS'),
  otpFailuresPerPhone: () => readEnv('DEMO_OTP_FAILURES_PER_PHONE'),
  otpRequestsPerPhone: () => readEnv('DEMO_OTP_REQUESTS_PER_PHONE'),
  phoneFailureWindowSeconds: () => readEnv('DEMO_PHONE_FAILURE_WINDOW_SECONDS'),
  sessionMaxAgeSeconds: () => readEnv('DEMO_SESSION_MAX_AGE'),
  maxBodyBytes: () => readEnv('DEMO_MAX_BODY_BYTES'),
  /** Test switch: the news, gallery and doctor lists answer no items (empty states). */
  emptyLists: () => readEnv('DEMO_EMPTY_CONTENT'),
  /** The demo API answers like a clinic backend without online booking (404 on its calls). */
  bookingOff: () => readEnv('DEMO_BOOKING') === 'off',
  /** The origin written into image URLs; undefined: the request's own. */
  publicUrl: () => readEnv('DEMO_PUBLIC_URL'),
};
