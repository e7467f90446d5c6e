/**
 * The browser's calls to the site's own session endpoints (same origin; the HttpOnly refresh cookie
 * travels by itself and never through a page script).
 */
import 'client-only';

import { parseRetryAfter } from '@/lib/api/errors';
import type { Locale } from '@/lib/locales';

import { sessionPath, type SessionAction } from '../model/session-endpoints';

export type SessionAnswer =
  | { ok: true; access: string | null }
  /** `ended`: the credential is dead (401); otherwise the site or the clinic API could not be reached. */
  | { ok: false; ended: boolean; status: number; retryAfterSeconds?: number };

export async function callSessionEndpoint(action: SessionAction, locale: Locale, body: unknown = {}): Promise<SessionAnswer> {
  let response: Response;
  try {
    response = await fetch(sessionPath(action), {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, ended: false, status: 0 };
  }
  if (response.status === 429) {
    return { ok: false, ended: false, status: 429, retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')) };
  }
  if (!response.ok) return { ok: false, ended: response.status === 401, status: response.status };
  const data = (await response.json().catch(() => null)) as { access?: unknown } | null;
  return { ok: true, access: typeof data?.access === 'string' ? data.access : null };
}
