/**
 * What every call of the site's session endpoints passes before its handler (session-routes.ts) runs, in this
 * order: the same-origin JSON check (403/415, session-request.ts), so that calls no page of the site could
 * make never count against anyone; the per-address limit (429 with `Retry-After`); the body cap (413 over
 * 4 KB, checked before the body is read whole); and the request context the clinic API calls and the logs
 * take the request id and address from.
 */
import 'server-only';

import { NextRequest, NextResponse } from 'next/server';

import { readCappedBody } from '@/lib/http/capped-body';
import { contextOf, runWithRequestContext } from '@/lib/http/request-context';
import { logger } from '@/lib/log/logger.mjs';
import { metrics } from '@/lib/metrics/metrics.mjs';

import { createSessionLimiter, type SessionLimiter, type SessionLimitKind } from './session-limits';
import { NO_STORE, refuseForeignCall } from './session-request';

/** Largest body a session endpoint reads: its JSON is a phone number and a token, well under 1 KB. */
export const SESSION_MAX_BODY_BYTES = 4 * 1024;

/** The key of every caller when no trusted proxy names the visitor: they all share one count. */
export const DIRECT_CLIENT_KEY = 'direct';

const KEY = Symbol.for('clinic-site.session-limiter');
type WithLimiter = typeof globalThis & { [KEY]?: SessionLimiter };

function limiter(): SessionLimiter {
  return ((globalThis as WithLimiter)[KEY] ??= createSessionLimiter());
}

/** Tests: the next call builds the limiter again from the environment. */
export function resetSessionLimiter(): void {
  delete (globalThis as WithLimiter)[KEY];
}

type Handler = (request: NextRequest) => Promise<NextResponse>;

/**
 * @param overLimit  what a caller over its limit gets instead of 429 (logout: the cookies go without the API
 *                   call, so a logout never fails into keeping the session).
 */
export function guardSessionCall(kind: SessionLimitKind, handler: Handler, overLimit?: Handler): Handler {
  return async (request) => {
    const context = contextOf(request, `/session/${kind}`);
    return runWithRequestContext(context, async () => {
      const foreign = refuseForeignCall(request);
      if (foreign) return foreign;
      const verdict = await limiter().consume(kind, context.clientAddress ?? DIRECT_CLIENT_KEY);
      if (!verdict.allowed) metrics().limiterRefusals.inc({ endpoint: kind });
      if (!verdict.allowed && overLimit) return overLimit(request);
      if (!verdict.allowed) {
        logger.debug({ route: context.route, requestId: context.requestId, status: 429 }, 'session call over the limit');
        return NextResponse.json(
          { error: { code: 'rate_limited' } },
          { status: 429, headers: { ...NO_STORE, 'Retry-After': String(verdict.retryAfterSeconds) } },
        );
      }
      const body = await readCappedBody(request, SESSION_MAX_BODY_BYTES);
      if (body === null)
        return NextResponse.json({ error: { code: 'too_large' } }, { status: 413, headers: { ...NO_STORE, Connection: 'close' } });
      const headers = new Headers(request.headers);
      headers.delete('content-length');
      return handler(new NextRequest(request.url, { method: request.method, headers, body: body.byteLength > 0 ? body : undefined }));
    });
  };
}
