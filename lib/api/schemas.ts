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
/**
 * ISO 8601 days and moments, by zod's own patterns (a day that exists; seconds and an offset or Z required) but
 * written here: `z.iso` is a namespace of zod's, and importing it keeps every schema class of zod in the browser
 * bundle (about 3 kB gzipped of the profile's JavaScript).
 */
const CALENDAR_DAY =
  '(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))';
const TIME_WITH_OFFSET = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)';
const ISO_DATE_PATTERN = new RegExp(`^${CALENDAR_DAY}$`);
const ISO_DATE_TIME_PATTERN = new RegExp(`^${CALENDAR_DAY}T${TIME_WITH_OFFSET}$`);
export const dateTimeSchema = z
  .string()
  .check(z.regex(ISO_DATE_TIME_PATTERN), z.meta({ format: 'date-time', description: 'ISO 8601 date-time with offset' }));
export const dateSchema = z.string().check(z.regex(ISO_DATE_PATTERN), z.meta({ format: 'date', description: 'Calendar date YYYY-MM-DD' }));
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
