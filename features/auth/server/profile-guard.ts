import 'server-only';

import { NextResponse, type NextRequest } from 'next/server';

import { localizedPath } from '@/lib/i18n/paths';
import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';
import { LOCALIZED_PROFILE_PATH } from '@/lib/profile-path';
import { PROFILE_ID_PATTERN, profileRoute } from '@/lib/routes';

import { signInQuery } from '../model/sign-in-params';
import { clearSessionCookies, liveSubject, readRefreshCookie } from './session-cookies';

function redirect(request: NextRequest, pathname: string, query: Record<string, string> = {}): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = '';
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = NextResponse.redirect(url);
  // Depends on the visitor's cookie: no shared cache may keep it.
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * The 'auth' check of /profile/{id}, on the decoded path (`/%70rofile/2` is the same page). Route
 * validation runs first: an id that is not a positive integer is left to the page, which answers
 * 404 for anyone. Without a live refresh cookie the visitor is sent to the home page of their
 * language with the sign-in dialog open and a return path; a client who opens someone else's id is
 * sent to their own profile.
 */
export function guardProfile(request: NextRequest, pathname: string): NextResponse | null {
  const match = LOCALIZED_PROFILE_PATH.exec(pathname);
  if (!match) return null;
  const [, prefix, id] = match;
  if (!PROFILE_ID_PATTERN.test(id)) return null;
  const locale = (prefix as Locale | undefined) ?? DEFAULT_LOCALE;

  const token = readRefreshCookie(request);
  const subject = liveSubject(token);
  if (!subject) {
    // A cookie that is there but dead: the session expired, and the dialog says so.
    const response = redirect(request, localizedPath(locale, '/'), signInQuery(profileRoute(id), !!token));
    if (token) clearSessionCookies(response, request);
    return response;
  }
  // Someone else's id, or an encoded or slashed spelling of this one: the plain path of their own profile.
  if (subject !== id || request.nextUrl.pathname !== localizedPath(locale, profileRoute(id))) {
    return redirect(request, localizedPath(locale, profileRoute(subject)));
  }
  return null;
}
