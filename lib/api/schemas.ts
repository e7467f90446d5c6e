/**
 * Shared pieces of the clinic API contract: primitives, the success envelope, pagination and the error body.
 * Each feature declares its own calls and schemas in features/<name>/api/calls.ts with these pieces.
 */
import * as z from 'zod/mini';

import './zod-setup';

import { LOCALES } from '@/lib/locales';
import { SERVICE_SLUGS, SLUG_PATTERN } from '@/lib/routes';

import { entity } from './entities';

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
/** HTML from the API; render only after it passes the site's sanitizer. */
export const htmlSchema = z.string().check(z.describe('HTML fragment (p, h2, h3, ul, ol, li, strong, em, a); sanitize before rendering'));

export const imageSchema = entity(
  'Image',
  z
    .object({
      url: z.url().check(z.describe('Absolute URL of the image')),
      width: z.int().check(z.positive(), z.describe('Intrinsic width in px')),
      height: z.int().check(z.positive(), z.describe('Intrinsic height in px')),
      alt: z.string().check(z.describe('Localized alternative text')),
    })
    .check(z.describe('An image with its intrinsic size')),
);

/** A POST that must not act twice carries a random key in this header (the API replays its first answer). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/* ---------- envelope ---------- */

/** Every success body is `{ "data": ... }`. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ data });
}

export const PAGE_SIZE_MAX = 50;
export const paginationQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1).check(z.describe('1-based page number')),
  pageSize: z
    ._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_SIZE_MAX)), 10)
    .check(z.describe(`Items per page, 1..${PAGE_SIZE_MAX}`)),
});

export function paginated<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1)),
    total: z.int().check(z.minimum(0), z.describe('Items across all pages')),
    totalPages: z.int().check(z.minimum(0)),
  });
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

export type Paginated<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

/** Page and page size of a paginated list call. */
export interface PageParams {
  page?: number;
  pageSize?: number;
}
