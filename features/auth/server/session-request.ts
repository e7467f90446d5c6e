/**
 * What makes a call of the site's session endpoints acceptable at all: a JSON POST from the site's own pages.
 * Checked before anything is counted (session-guard.ts), so that a page of another site, which can make the
 * visitor's browser send `no-cors` POSTs but never with this origin or a JSON body, spends nobody's limit.
 */
import 'server-only';

import { NextResponse, type NextRequest } from 'next/server';

import { allowedOrigins } from '@/lib/http/public-origin';

import type { SessionErrorCode } from '../model/session-endpoints';

export const NO_STORE = { 'Cache-Control': 'private, no-store' };

const STATUS: Record<SessionErrorCode, number> = {
  unauthorized: 401,
  forbidden: 403,
  unsupported_media_type: 415,
  validation: 400,
  unavailable: 503,
};

export function sessionFailure(code: SessionErrorCode): NextResponse {
  return NextResponse.json({ error: { code } }, { status: STATUS[code], headers: NO_STORE });
}

/** A same-origin JSON POST passes (null); anything else gets its refusal (403 or 415). */
export function refuseForeignCall(request: NextRequest): NextResponse | null {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  // The site's public origin (SITE_URL), never the URL Next sees: behind a proxy that is http://localhost:PORT.
  if (origin ? !allowedOrigins().includes(origin) : fetchSite !== null && fetchSite !== 'same-origin') {
    return sessionFailure('forbidden');
  }
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return sessionFailure('unsupported_media_type');
  return null;
}
