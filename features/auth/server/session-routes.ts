/**
 * What the site's session endpoints do (backend for frontend): they call the clinic API's token
 * calls and keep the refresh token in the HttpOnly cookie; the browser gets only the access token.
 * Every endpoint takes only a same-origin JSON POST, so no other site can drive it.
 */
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { obtainToken, refreshToken, revokeToken } from '@/lib/api/contract';
import { isApiError } from '@/lib/api/errors';
import { tokenObtainSchema } from '@/lib/api/contract';
import { serverApi } from '@/lib/api/server';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/config';
import { allowedOrigins } from '@/lib/http/public-origin';
import { forgetSession, renewOnce } from './refresh-results';
import { clearSessionCookies, readBrowserBinding, readRefreshCookie, setSessionCookies } from './session-cookies';
import type { SessionErrorCode } from '../model/session-endpoints';

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const STATUS: Record<SessionErrorCode, number> = {
  unauthorized: 401,
  forbidden: 403,
  unsupported_media_type: 415,
  validation: 400,
  unavailable: 503,
};

function failure(code: SessionErrorCode): NextResponse {
  return NextResponse.json({ error: { code } }, { status: STATUS[code], headers: NO_STORE });
}

function localeOf(request: NextRequest): Locale {
  const primary = request.headers.get('accept-language')?.split(/[,;-]/)[0]?.trim().toLowerCase();
  return (LOCALES as readonly string[]).includes(primary ?? '') ? (primary as Locale) : DEFAULT_LOCALE;
}

/** A same-origin JSON POST, or the reason it is refused. */
function refusal(request: NextRequest): NextResponse | null {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  // The site's public origin (SITE_URL), never the URL Next sees: behind a proxy that is http://localhost:PORT.
  if (origin ? !allowedOrigins().includes(origin) : fetchSite !== null && fetchSite !== 'same-origin') {
    return failure('forbidden');
  }
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return failure('unsupported_media_type');
  return null;
}

/** A failed clinic API call: 401 means the credential is dead; anything else is "try again later". */
function upstreamFailure(error: unknown): SessionErrorCode {
  if (isApiError(error) && error.kind === 'unauthorized') return 'unauthorized';
  if (isApiError(error) && error.kind === 'validation') return 'validation';
  return 'unavailable';
}

export async function obtainSession(request: NextRequest): Promise<NextResponse> {
  const refused = refusal(request);
  if (refused) return refused;
  const parsed = tokenObtainSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return failure('validation');
  try {
    const pair = await obtainToken(serverApi(localeOf(request)), parsed.data);
    const response = NextResponse.json({ access: pair.access }, { headers: NO_STORE });
    setSessionCookies(response, request, pair.refresh, true);
    return response;
  } catch (error) {
    return failure(upstreamFailure(error));
  }
}

export async function refreshSession(request: NextRequest): Promise<NextResponse> {
  const refused = refusal(request);
  if (refused) return refused;
  const token = readRefreshCookie(request);
  const ended = () => {
    const response = failure('unauthorized');
    // One refresh call at a time per browser (a Web Lock) and one rotation per token here
    // (refresh-results.ts): the cookie still holds the token that failed.
    clearSessionCookies(response, request);
    return response;
  };
  if (!token) return ended();
  try {
    const renewed = await renewOnce(token, readBrowserBinding(request), () => refreshToken(serverApi(localeOf(request)), token));
    const response = NextResponse.json({ access: renewed.access }, { headers: NO_STORE });
    setSessionCookies(response, request, renewed.refresh ?? token);
    return response;
  } catch (error) {
    const code = upstreamFailure(error);
    return code === 'unauthorized' ? ended() : failure(code);
  }
}

export async function endSession(request: NextRequest): Promise<NextResponse> {
  const refused = refusal(request);
  if (refused) return refused;
  const token = readRefreshCookie(request);
  if (token) {
    await forgetSession(token);
    try {
      await revokeToken(serverApi(localeOf(request)), token);
    } catch {
      // A backend without the revoke call (404) or out of reach: the cookie goes all the same.
    }
  }
  const response = NextResponse.json({ ended: true }, { headers: NO_STORE });
  clearSessionCookies(response, request);
  return response;
}
