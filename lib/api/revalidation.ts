/**
 * The content webhook's rules, as plain functions: who may call it and what a body asks for.
 * `app/api/revalidate/route.ts` applies them and calls Next's revalidateTag.
 */
import { timingSafeEqual } from 'node:crypto';

import { SLUG_PATTERN } from '@/lib/routes';

import { contentTag, isContentType, type ContentType } from './cache-tags';

export const SLUG_MAX_LENGTH = 100;

export interface RevalidationRequest {
  type: ContentType;
  slug?: string;
}

/** True when the Authorization header carries exactly `Bearer <secret>` (compared in constant time). */
export function isAuthorized(header: string | null, secret: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A valid body, or the reason it is not (the endpoint's 400). */
export function parseRevalidation(body: unknown): { ok: true; value: RevalidationRequest } | { ok: false; error: string } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, error: 'the body must be a JSON object' };
  const { type, slug } = body as Record<string, unknown>;
  if (!isContentType(type)) {
    return { ok: false, error: 'type must be one of news, doctors, gallery, certificates, testimonials, pages' };
  }
  if (slug === undefined) return { ok: true, value: { type } };
  if (typeof slug !== 'string' || slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) {
    return { ok: false, error: `slug must be lowercase latin letters, digits and hyphens, at most ${SLUG_MAX_LENGTH} characters` };
  }
  return { ok: true, value: { type, slug } };
}

/** The tags one request expires: the whole type (lists, home, related items) and the one record. */
export function tagsToRevalidate({ type, slug }: RevalidationRequest): string[] {
  return slug ? [contentTag(type), contentTag(type, slug)] : [contentTag(type)];
}
