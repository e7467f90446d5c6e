/**
 * The middleware's part of the doctors filter: `/doctors?service=ent&lang=en` is served by the
 * prerendered variant of that filter (features/doctors/model/filter.ts); a filter key with an unknown value gets the
 * localized not-found page with status 404, so no made-up URL renders or caches anything.
 * It runs on the locale middleware's answer, so locale redirects keep the public URL.
 */
import 'server-only';

import { NextResponse, type NextRequest } from 'next/server';

import { LOCALES } from '@/lib/locales';
import { NOT_FOUND_ROUTE } from '@/lib/routes';

import { FILTER_QUERY_KEYS, isEmptyFilter, parseDoctorFilter, variantPath } from '../model/filter';

const DOCTORS_LIST = new RegExp(`^/(${LOCALES.join('|')})/doctors/?$`);
const REWRITE_HEADER = 'x-middleware-rewrite';

/** A rewrite to `/${locale}${path}` that keeps what the locale middleware put on its answer (cookie, headers). */
function rewriteTo(request: NextRequest, answer: NextResponse, localizedPath: string, status?: number): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = localizedPath;
  for (const key of FILTER_QUERY_KEYS) url.searchParams.delete(key);
  const rewrite = NextResponse.rewrite(url, status ? { status } : undefined);
  answer.headers.forEach((value, name) => {
    if (name !== REWRITE_HEADER && name !== 'x-middleware-next' && name !== 'set-cookie') rewrite.headers.set(name, value);
  });
  for (const cookie of answer.cookies.getAll()) rewrite.cookies.set(cookie);
  return rewrite;
}

export function doctorsFilterRewrite(request: NextRequest, answer: NextResponse): NextResponse {
  if (answer.headers.has('location')) return answer;
  const params = request.nextUrl.searchParams;
  if (!FILTER_QUERY_KEYS.some((key) => params.has(key))) return answer;
  const rewritten = answer.headers.get(REWRITE_HEADER);
  const internalPath = rewritten ? new URL(rewritten).pathname : request.nextUrl.pathname;
  const match = DOCTORS_LIST.exec(internalPath);
  if (!match) return answer;
  const locale = match[1];
  const filter = parseDoctorFilter(params);
  if (!filter) return rewriteTo(request, answer, `/${locale}${NOT_FOUND_ROUTE}`, 404);
  if (isEmptyFilter(filter)) return answer;
  return rewriteTo(request, answer, `/${locale}${variantPath(filter)}`);
}
