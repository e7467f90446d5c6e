import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';

import { guardProfile } from '@/features/auth/server';
import { doctorsFilterRewrite } from '@/features/doctors/server';
import { DOCUMENT_SCRIPT } from '@/features/shell/model';
import { pagePolicy, scriptHash } from '@/lib/cache/page-policy.mjs';
import { isHttpsRequest } from '@/lib/http/forwarded';
import { fetchInternal } from '@/lib/http/internal-fetch';
import { finishPrivatePage, finishPublicPage } from '@/lib/http/page-responses';
import { isDocumentRequest, isOwnRender, paintFirstPage } from '@/lib/http/paint-first-page';
import { routing } from '@/lib/i18n/routing';
import { isPerRequestPage } from '@/lib/not-found/classify';
import { notFoundRewrite } from '@/lib/not-found/rewrite';
import { decodedPathname, LOCALIZED_PROFILE_AREA } from '@/lib/profile-path';
import { contentSecurityPolicy, pagePolicyTemplate } from '@/lib/security-headers';

const intlMiddleware = createIntlMiddleware(routing);

/** The document's head script carries no nonce: per-request pages allow it by its hash, as stored pages do. */
const DOCUMENT_SCRIPT_HASHES = [scriptHash(DOCUMENT_SCRIPT)];

/** A path no route matches, whose page is the site's 404 page. */
const NOT_FOUND_PATH = '/malformed-path';

/**
 * A path with malformed percent-encoding (`/%ff`): Next's router cannot decode it and would answer a
 * bare 500 even after a rewrite (it matches the original URL), so the 404 page of a path it can
 * read is served in its place.
 */
async function malformedPath(request: NextRequest): Promise<NextResponse> {
  let html = '<!doctype html><title>404</title><h1>404</h1>';
  try {
    const page = await fetchInternal(NOT_FOUND_PATH, {
      headers: { 'accept-language': request.headers.get('accept-language') ?? '', cookie: request.headers.get('cookie') ?? '' },
    });
    html = await page.text();
  } catch {
    // the bare page above
  }
  // A document like every other: the policy of the scripts it carries (none for the bare page).
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': pagePolicy(html, pagePolicyTemplate())!,
  };
  return new NextResponse(html, { status: 404, headers });
}

export default async function proxy(request: NextRequest) {
  const pathname = decodedPathname(request.nextUrl.pathname);
  if (pathname === null) return malformedPath(request);
  const https = isHttpsRequest(request.headers, request.url);
  // The guard reads the decoded path, so it runs before anything that reads the raw one.
  const guarded = guardProfile(request, pathname);
  if (guarded) return finishPrivatePage(guarded, https);
  // Unknown content URLs get the real not-found page first (lib/not-found).
  const missing = await notFoundRewrite(request);
  if (missing) return finishPublicPage(missing, https);
  // The route table's per-request pages (the search reads its query) and anything under the profile: a nonce policy.
  if (!LOCALIZED_PROFILE_AREA.test(pathname) && !isPerRequestPage(pathname)) {
    return finishPublicPage(doctorsFilterRewrite(request, intlMiddleware(request) ?? NextResponse.next()), https);
  }

  // The profile's document, rendered by this instance and made to paint first, as the stored pages do.
  if (LOCALIZED_PROFILE_AREA.test(pathname) && isDocumentRequest(request) && !isOwnRender(request.headers)) {
    const painted = await paintFirstPage(request);
    if (painted) return finishPrivatePage(new NextResponse(painted.body, painted), https);
  }

  // Pages rendered per request (the profile shows health data): the strict policy, with a nonce Next puts on its own scripts.
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(undefined, nonce, DOCUMENT_SCRIPT_HASHES);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = intlMiddleware(new NextRequest(request, { headers })) ?? NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return finishPrivatePage(response, https);
}

export const config = {
  // Everything except the site's own endpoints (route handlers under api/ and session/, the build-id, health and
  // message probes), Next internals and the files in public/ or app/ (tests/not-found/matcher.test.ts lists them):
  // any other path, with or without a dot, gets the middleware's 404 checks.
  matcher: [
    '/((?!api/|session/|media/|_next/|_vercel/|messages/|images/|build-id$|healthz$|readyz$|icon\\.svg$|og-image\\.png$|robots\\.txt$|sitemap\\.xml$).*)',
  ],
};
