import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { guardProfile } from '@/lib/auth/profile-guard';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { notFoundRewrite } from '@/lib/not-found/rewrite';
import { gateBotErrors } from '@/lib/app/bot-gate';

const intlMiddleware = createIntlMiddleware(routing);

const PROFILE_PATH = /^(?:\/(?:hy|ru|en))?\/profile\//;

export default async function middleware(request: NextRequest) {
  // Unknown content URLs get the real not-found page first (lib/not-found), so crawlers need no gate for them.
  const missing = await notFoundRewrite(request);
  if (missing) return missing;
  const gated = await gateBotErrors(request);
  if (gated) return gated;
  const guarded = guardProfile(request);
  if (guarded) return guarded;
  if (!PROFILE_PATH.test(request.nextUrl.pathname)) return intlMiddleware(request) ?? NextResponse.next();

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
  // Everything except Next internals, the build-id probe and files with an extension.
  matcher: ['/((?!api|_next|_vercel|build-id|.*\\..*).*)'],
};
