import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, LOCALES, REFRESH_COOKIE_NAME, type Locale } from '@/lib/config';
import { PROFILE_ID_PATTERN } from '@/lib/routes';
import { liveSubject } from './jwt-claims';

const PROFILE_PATH = /^(?:\/(ru|en|hy))?\/profile\/([^/]+)\/?$/;

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
  const live = liveSubject(token);
  // A subject that is no valid id cannot own any profile: treat it like no session.
  const subject = live && PROFILE_ID_PATTERN.test(live) ? live : null;
  if (!subject) {
    const url = request.nextUrl.clone();
    url.pathname = homeOf(locale);
    url.search = '';
    url.searchParams.set('signin', '1');
    url.searchParams.set('next', `/profile/${id}`);
    const response = NextResponse.redirect(url);
    if (token) response.cookies.delete(REFRESH_COOKIE_NAME);
    return response;
  }
  if (subject !== id) {
    const url = request.nextUrl.clone();
    url.pathname = `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/profile/${subject}`;
    return NextResponse.redirect(url);
  }
  return null;
}
