/**
 * The middleware's answer to a content URL that cannot exist: a rewrite, status 404, to the
 * prerendered localized not-found route, so the not-found page is in the server HTML (a page of an ISR
 * route that calls notFound() sends an empty shell instead: vercel/next.js#62228). Malformed slugs and
 * ids are decided from their shape; well-formed ones from the slug index, held here for a few seconds.
 * When the index cannot be read (within the sub-request's deadline), the request goes on to its page as before.
 */
import { NextResponse, type NextRequest } from 'next/server';

import { withDeadline } from '@/lib/http/deadline';
import { INTERNAL_FETCH_TIMEOUT_MS, internalOrigin } from '@/lib/http/internal-fetch';

import { classifyPath, hasMiscasedLocale, isMalformed, isUnknown, NOT_FOUND_ROUTE, splitLocale } from './classify';
import { isSlugIndex, SLUG_INDEX_PATH, type SlugIndex } from './slug-index';

/** How long one instance trusts its copy of the index before asking again. */
const INDEX_TTL_MS = 5000;

let cached: { index: SlugIndex; at: number } | null = null;
let loading: Promise<SlugIndex | null> | null = null;

async function slugIndex(): Promise<SlugIndex | null> {
  if (cached && Date.now() - cached.at < INDEX_TTL_MS) return cached.index;
  // One deadline over the whole read, body included: every request that needs the index waits on this promise.
  loading ??= withDeadline(async (signal) => {
    const response = await fetch(new URL(SLUG_INDEX_PATH, internalOrigin()), { headers: { accept: 'application/json' }, signal });
    const body: unknown = response.ok ? await response.json() : null;
    if (!isSlugIndex(body)) return cached?.index ?? null;
    cached = { index: body, at: Date.now() };
    return body;
  }, INTERNAL_FETCH_TIMEOUT_MS)
    .catch(() => cached?.index ?? null)
    .finally(() => {
      loading = null;
    });
  return loading;
}

function notFoundResponse(request: NextRequest, locale: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${NOT_FOUND_ROUTE}`;
  url.search = '';
  return NextResponse.rewrite(url, { status: 404 });
}

/** A 404 rewrite when the path is a content URL that cannot exist; null to let the request go on. */
export async function notFoundRewrite(request: NextRequest): Promise<NextResponse | null> {
  if (hasMiscasedLocale(request.nextUrl.pathname)) return null;
  const { locale, path } = splitLocale(request.nextUrl.pathname);
  const target = classifyPath(path);
  if (!target) return null;
  if (isMalformed(target)) return notFoundResponse(request, locale);
  if (!target.route?.lookup) return null;
  const index = await slugIndex();
  return index && isUnknown(target, index) ? notFoundResponse(request, locale) : null;
}
