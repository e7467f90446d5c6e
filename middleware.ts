import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { guardProfile } from '@/lib/auth/profile-guard';

const intlMiddleware = createIntlMiddleware(routing);

export default function middleware(request: NextRequest) {
  const guarded = guardProfile(request);
  if (guarded) return guarded;
  const response = intlMiddleware(request);
  return response ?? NextResponse.next();
}

export const config = {
  // Everything except Next internals, the build-id probe and files with an extension.
  matcher: ['/((?!api|_next|_vercel|build-id|.*\\..*).*)'],
};
