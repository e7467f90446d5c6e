import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, LOCALES, REFRESH_COOKIE_NAME, type Locale } from '@/lib/config';
import { PROFILE_ID_PATTERN } from '@/lib/routes';

const PROFILE_PATH = /^(?:\/(ru|en|hy))?\/profile\/([^/]+)\/?$/;

interface RefreshClaims {
  sub?: string;
  exp?: number;
}

/** Reads the claims of a JWT without verifying it: the API verifies; this only routes the visitor. */
function readClaims(token: string): RefreshClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === 'object' ? (claims as RefreshClaims) : null;
  } catch {
    return null;
  }
}

function homeOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
}

/**
 * The 'auth' check of /profile/{id}. Route validation runs first: an id that is not a positive integer
 * is left to the page, which answers 404 for anyone. Without a live refresh token the visitor is sent
 * to the home page of their language with the sign-in dialog open and a return path; a client who opens
 * someone else's id is sent to their own profile.
 */
export function guardProfile(request: NextRequest): NextResponse | null {
  const match = PROFILE_PATH.exec(request.nextUrl.pathname);
  if (!match) return null;
  const [, prefix, id] = match;
  if (!PROFILE_ID_PATTERN.test(id)) return null;
  const locale = (prefix && (LOCALES as readonly string[]).includes(prefix) ? prefix : DEFAULT_LOCALE) as Locale;

  const token = request.cookies.get(REFRESH_COOKIE_NAME)?.value;
  const claims = token ? readClaims(token) : null;
  const alive = !!claims?.sub && (!claims.exp || claims.exp * 1000 > Date.now());
  if (!alive) {
    const url = request.nextUrl.clone();
    url.pathname = homeOf(locale);
    url.search = '';
    url.searchParams.set('signin', '1');
    url.searchParams.set('next', `/profile/${id}`);
    const response = NextResponse.redirect(url);
    if (token) response.cookies.delete(REFRESH_COOKIE_NAME);
    return response;
  }
  if (claims!.sub !== id) {
    const url = request.nextUrl.clone();
    url.pathname = `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/profile/${claims!.sub}`;
    return NextResponse.redirect(url);
  }
  return null;
}
