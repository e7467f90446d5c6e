/**
 * What the middleware adds to a public page's answer so that a TLS proxy or a CDN may keep it: a short
 * shared-cache lifetime, nothing that depends on the request's `Host`, and no cookie riding on a cacheable page.
 */
import type { NextResponse } from 'next/server';

import { LOCALE_COOKIE_NAME } from '@/lib/locales';

import { onPublicOrigin } from './public-origin';

/**
 * A proxy or CDN serves a public page for 10 s, then refreshes it in the background; on an error of the
 * site it keeps serving the last good copy for a day. A change made through the content webhook is
 * visible within seconds, while the proxy answers most requests without reaching Next.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 's-maxage=10, stale-while-revalidate=60, stale-if-error=86400';

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has('location');
}

/**
 * A redirect's target on the public origin: a `Location` built by the framework from the request's `Host`
 * would send the visitor (or a poisoned cache) to whatever host the request named. (It stays absolute:
 * Next's router cannot follow a relative `Location` from the middleware.)
 */
function publicLocation(response: NextResponse): void {
  const location = response.headers.get('location');
  if (!location) return;
  try {
    response.headers.set('location', onPublicOrigin(location));
  } catch {
    // not a URL: leave it to the framework
  }
}

/**
 * The language cookie is written on a language switch (in the browser) and by the locale redirects; a
 * page that a shared cache keeps must not carry it. Over https every cookie the middleware writes is Secure.
 */
function settleCookies(response: NextResponse, https: boolean, cacheable: boolean): void {
  const locale = response.cookies.get(LOCALE_COOKIE_NAME);
  if (!locale) return;
  if (cacheable) {
    // Not `cookies.delete()`: that would write an expired cookie and erase the visitor's choice.
    const kept = response.headers.getSetCookie().filter((cookie) => !cookie.startsWith(`${LOCALE_COOKIE_NAME}=`));
    response.headers.delete('set-cookie');
    for (const cookie of kept) response.headers.append('set-cookie', cookie);
  } else if (https) {
    response.cookies.set({ ...locale, secure: true });
  }
}

/** The finishing touches on the middleware's answer for a public page (not the profile). */
export function finishPublicPage(response: NextResponse, https: boolean): NextResponse {
  const redirect = isRedirect(response);
  if (redirect) publicLocation(response);
  settleCookies(response, https, !redirect);
  if (!redirect && !response.headers.has('cache-control')) response.headers.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  return response;
}

/** The finishing touches on the profile's answer: no cacheable page, so only the redirect target and Secure. */
export function finishPrivatePage(response: NextResponse, https: boolean): NextResponse {
  if (isRedirect(response)) publicLocation(response);
  settleCookies(response, https, false);
  return response;
}
