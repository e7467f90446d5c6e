/**
 * Idempotency-Key for create calls (as in the IETF httpapi draft): the first accepted request with a
 * key stores its answer; a repeat with the same key and body gets that answer again, a repeat with
 * another body is refused. Requests that fail validation store nothing, so a corrected body may reuse the key.
 */
import { createHash } from 'node:crypto';

import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/lib/api/schemas';

export type KeyCheck = { ok: true; key: string | null } | { ok: false };

/** The request's key: absent (null), well-formed, or malformed. */
export function idempotencyKeyOf(request: Request): KeyCheck {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return { ok: true, key: null };
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? { ok: true, key } : { ok: false };
}

/** The same body, however its keys are ordered, has the same fingerprint. */
export function fingerprint(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : Array.isArray(value)
        ? value.map(canonical)
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}
