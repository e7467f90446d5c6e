import { HttpResponse } from 'msw';

import type { ApiErrorCode } from '@/lib/api/schemas';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/locales';

import { demoEnv } from './env';
import { errorMessage } from './messages';

/** The best supported language of an Accept-Language header (q-values honoured), else Armenian. */
export function localeOf(request: Request): Locale {
  const header = request.headers.get('accept-language');
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if ((LOCALES as readonly string[]).includes(primary)) return primary as Locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The header through which the HTTP process tells the handlers the client's address (it overwrites
 * whatever the client sent). Without it (in-process tests) every caller shares one address.
 */
export const PEER_ADDRESS_HEADER = 'x-demo-peer-address';

export function addressOf(request: Request): string {
  return request.headers.get(PEER_ADDRESS_HEADER) || 'local';
}

/** Origin the client used to reach the API; image URLs are built on it. */
export function originOf(request: Request): string {
  return demoEnv.publicUrl() || new URL(request.url).origin;
}

const JSON_HEADERS = { 'Cache-Control': 'no-store' };

export function ok<T>(request: Request, data: T, status = 200, cacheSeconds = 0) {
  return HttpResponse.json(
    { data },
    {
      status,
      headers: {
        ...JSON_HEADERS,
        'Content-Language': localeOf(request),
        'Cache-Control': cacheSeconds ? `public, max-age=${cacheSeconds}` : 'no-store',
        Vary: 'Accept-Language, Authorization',
      },
    },
  );
}

const STATUS: Record<ApiErrorCode, number> = {
  validation: 400,
  invalid_code: 400,
  code_expired: 400,
  too_many_attempts: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  idempotency_conflict: 422,
  slot_taken: 409,
  too_late: 409,
  server: 500,
};

export interface ErrorOptions {
  fields?: Record<string, string[]>;
  retryAfterSeconds?: number;
  message?: string;
}

export function fail(request: Request, code: ApiErrorCode, options: ErrorOptions = {}) {
  const locale = localeOf(request);
  const headers: Record<string, string> = { ...JSON_HEADERS, 'Content-Language': locale };
  if (options.retryAfterSeconds !== undefined) headers['Retry-After'] = String(options.retryAfterSeconds);
  if (code === 'unauthorized') headers['WWW-Authenticate'] = 'Bearer realm="clinic"';
  return HttpResponse.json(
    {
      error: {
        code,
        message: options.message ?? errorMessage(code, locale, options.retryAfterSeconds),
        ...(options.fields ? { fields: options.fields } : {}),
      },
    },
    { status: STATUS[code], headers },
  );
}

/** Reads a JSON body; anything else (no body, broken JSON, not an object) is `undefined`. */
export async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
