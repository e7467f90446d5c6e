import { randomBytes } from 'node:crypto';

/** The demo API's knobs, read on every use so tests can change them. */
export const DEFAULT_ACCESS_TTL_SECONDS = 300;
export const DEFAULT_REFRESH_TTL_SECONDS = 7 * 24 * 3600;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_SECONDS = 90;
export const OTP_MAX_ATTEMPTS = 5;
export const VERIFICATION_TTL_SECONDS = 300;

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
};
