/**
 * Shared pieces of the clinic API contract: primitives, the success envelope and the error body (the public
 * content's pieces, HTML, images and pages of a list, are in ./content-schemas.ts, apart from what a signed-in page loads).
 * Each feature declares its own calls and schemas in features/<name>/api/calls.ts with these pieces.
 */
import * as z from 'zod/mini';

import './zod-setup';

import { LOCALES } from '@/lib/locales';
import { SERVICE_SLUGS, SLUG_PATTERN } from '@/lib/routes';

/* ---------- primitives ---------- */

export const localeSchema = z.enum(LOCALES);
export const serviceSlugSchema = z.enum(SERVICE_SLUGS).check(z.describe('One of the seven service slugs'));
export const slugSchema = z.string().check(z.regex(SLUG_PATTERN), z.describe('URL slug: lowercase latin letters, digits and hyphens'));
export const idSchema = z.int().check(z.positive(), z.describe('Positive integer id'));
export const dateTimeSchema = z.iso.datetime({ offset: true }).check(z.describe('ISO 8601 date-time with offset'));
export const dateSchema = z.iso.date().check(z.describe('Calendar date YYYY-MM-DD'));
/** E.164: a plus, a country code and up to 15 digits in total. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
export const e164PhoneSchema = z.string().check(z.regex(E164_PATTERN), z.describe('Phone number in E.164, e.g. +37491123456'));

/** A POST that must not act twice carries a random key in this header (the API replays its first answer). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/* ---------- envelope ---------- */

/** Every success body is `{ "data": ... }`. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ data });
}

/* ---------- errors ---------- */

export const API_ERROR_CODES = [
  'validation',
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'idempotency_conflict',
  'slot_taken',
  'too_late',
  'server',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string())).check(z.describe('Localized messages per request field'));

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string().check(z.describe('Localized message for people')),
    fields: z.optional(fieldErrorsSchema),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
