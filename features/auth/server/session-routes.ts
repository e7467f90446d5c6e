/**
 * What the site's session endpoints do (backend for frontend): they call the clinic API's token
 * calls and keep the refresh token in the HttpOnly cookie; the browser gets only the access token.
 * Every endpoint takes only a same-origin JSON POST (session-request.ts, checked by session-guard.ts), so no
 * other site can drive it.
 */
import 'server-only';

import { NextResponse, type NextRequest } from 'next/server';

import { obtainToken, refreshToken, revokeToken, tokenObtainSchema } from '@/features/auth/api/calls';
import { isApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/locales';

import type { SessionErrorCode } from '../model/session-endpoints';
import { forgetSession, renewOnce } from './refresh-results';
import { clearSessionCookies, readBrowserBinding, readRefreshCookie, setSessionCookies } from './session-cookies';
import { sessionFailure as failure, NO_STORE } from './session-request';

function localeOf(request: NextRequest): Locale {
  const primary = request.headers.get('accept-language')?.split(/[,;-]/)[0]?.trim().toLowerCase();
  return (LOCALES as readonly string[]).includes(primary ?? '') ? (primary as Locale) : DEFAULT_LOCALE;
}

/** A failed clinic API call: 401 means the credential is dead; anything else is "try again later". */
function upstreamFailure(error: unknown): SessionErrorCode {
  if (isApiError(error) && error.kind === 'unauthorized') return 'unauthorized';
  if (isApiError(error) && error.kind === 'validation') return 'validation';
  return 'unavailable';
}

export async function obtainSession(request: NextRequest): Promise<NextResponse> {
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

/** Logout: the API revokes the sign-in (every token rotated from it), and the browser's cookies go. */
export function endSession(request: NextRequest): Promise<NextResponse> {
  return logout(request, true);
}

/**
 * Logout for a caller over its limit: no API call, but the cookies go all the same, since a logout that fails
 * would leave the refresh cookie for the next person at that computer.
 */
export function endSessionHere(request: NextRequest): Promise<NextResponse> {
  return logout(request, false);
}

async function logout(request: NextRequest, revoke: boolean): Promise<NextResponse> {
  const token = readRefreshCookie(request);
  if (token) {
    await forgetSession(token);
    if (revoke) {
      try {
        await revokeToken(serverApi(localeOf(request)), token);
      } catch {
        // A backend without the revoke call (404) or out of reach: the cookie goes all the same.
      }
    }
  }
  const response = NextResponse.json({ ended: true }, { headers: NO_STORE });
  clearSessionCookies(response, request);
  return response;
}
