import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { guardProfile } from '@/lib/auth/profile-guard';
import { decodedPathname, LOCALIZED_PROFILE_AREA } from '@/lib/profile/profile-path';
import { contentSecurityPolicy } from '@/lib/security-headers';

const intlMiddleware = createIntlMiddleware(routing);

/** A path no route can match: rewritten here, it gets the site's 404 page instead of a bare 500. */
const MALFORMED_PATH_TARGET = '/malformed-path';

export default function middleware(request: NextRequest) {
  const pathname = decodedPathname(request.nextUrl.pathname);
  if (pathname === null) {
    return NextResponse.rewrite(new URL(MALFORMED_PATH_TARGET, request.url), { status: 404 });
  }
  const guarded = guardProfile(request, pathname);
  if (guarded) return guarded;
  if (!LOCALIZED_PROFILE_AREA.test(pathname)) return intlMiddleware(request) ?? NextResponse.next();

  // The profile shows health data: it gets the strict policy, with a nonce Next puts on its own scripts.
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(process.env, nonce);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = intlMiddleware(new NextRequest(request, { headers })) ?? NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Everything except Next internals, the build-id probe, the site's session endpoints and files with an extension.
  matcher: ['/((?!api|session/|_next|_vercel|build-id|.*\\..*).*)'],
};
