/**
 * The session cookies, server side (route handlers and the profile guard): the refresh token in an
 * HttpOnly, SameSite=Strict cookie, and beside it a script-readable hint that holds only the client id.
 * Both expire with the refresh token. Path=/ for both: the `__Host-` prefix requires it, and the
 * guard of /profile/{id} and the /session endpoints both need the cookie.
 */
import 'server-only';

import { randomBytes } from 'node:crypto';

import { jwtDecode } from 'jwt-decode';
import type { NextRequest, NextResponse } from 'next/server';

import {
  BROWSER_COOKIE_NAME,
  REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS,
  REFRESH_COOKIE_NAME,
  SECURE_BROWSER_COOKIE_NAME,
  SECURE_REFRESH_COOKIE_NAME,
  SESSION_HINT_COOKIE_NAME,
} from '@/features/auth/model/session-cookie-names';
import { isHttpsRequest } from '@/lib/http/forwarded';
import { PROFILE_ID_PATTERN } from '@/lib/routes';

/** https as the visitor sees it: a trusted proxy's X-Forwarded-Proto (TRUST_PROXY_HOPS), else the URL. */
export function isSecureRequest(request: NextRequest): boolean {
  return isHttpsRequest(request.headers, request.url);
}

export function refreshCookieName(secure: boolean): string {
  return secure ? SECURE_REFRESH_COOKIE_NAME : REFRESH_COOKIE_NAME;
}

function browserCookieName(secure: boolean): string {
  return secure ? SECURE_BROWSER_COOKIE_NAME : BROWSER_COOKIE_NAME;
}

/** The browser's binding, or '' for a session started before bindings existed. */
export function readBrowserBinding(request: NextRequest): string {
  return request.cookies.get(browserCookieName(isSecureRequest(request)))?.value || '';
}

export function readRefreshCookie(request: NextRequest): string | null {
  return request.cookies.get(refreshCookieName(isSecureRequest(request)))?.value || null;
}

interface RefreshClaims {
  sub?: unknown;
  exp?: unknown;
}

function claimsOf(token: string | null | undefined): RefreshClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<RefreshClaims>(token);
  } catch {
    return null;
  }
}

/**
 * The client id of a refresh token that has not expired yet (no `exp` counts as live), else null.
 * Only routes people; the clinic API verifies the token.
 */
export function liveSubject(token: string | null | undefined, now = Date.now()): string | null {
  const claims = claimsOf(token);
  if (!claims || typeof claims.sub !== 'string' || !PROFILE_ID_PATTERN.test(claims.sub)) return null;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return null;
  return claims.sub;
}

/** When the cookie should expire: the token's own `exp`, else the fallback lifetime. */
export function refreshCookieExpiry(refresh: string, now = Date.now()): Date {
  const exp = claimsOf(refresh)?.exp;
  if (typeof exp === 'number' && Number.isFinite(exp)) return new Date(exp * 1000);
  return new Date(now + REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS * 1000);
}

/**
 * @param signIn  a new sign-in gets a new browser binding; a renewal keeps the one the browser has (a
 *                session from before bindings keeps none, so its tabs keep matching each other).
 */
export function setSessionCookies(response: NextResponse, request: NextRequest, refresh: string, signIn = false): void {
  const secure = isSecureRequest(request);
  const expires = refreshCookieExpiry(refresh);
  const common = { path: '/', sameSite: 'strict' as const, secure, expires };
  response.cookies.set(refreshCookieName(secure), refresh, { ...common, httpOnly: true });
  const subject = liveSubject(refresh);
  if (subject) response.cookies.set(SESSION_HINT_COOKIE_NAME, subject, { ...common, httpOnly: false });
  const binding = signIn ? randomBytes(24).toString('base64url') : readBrowserBinding(request);
  if (binding) response.cookies.set(browserCookieName(secure), binding, { ...common, httpOnly: true });
}

export function clearSessionCookies(response: NextResponse, request: NextRequest): void {
  const secure = isSecureRequest(request);
  const gone = { path: '/', sameSite: 'strict' as const, secure, expires: new Date(0), maxAge: 0 };
  response.cookies.set(refreshCookieName(secure), '', { ...gone, httpOnly: true });
  response.cookies.set(SESSION_HINT_COOKIE_NAME, '', { ...gone, httpOnly: false });
  response.cookies.set(browserCookieName(secure), '', { ...gone, httpOnly: true });
}
