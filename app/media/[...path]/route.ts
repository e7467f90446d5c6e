/**
 * `/media/<path>`: an image of the clinic API, fetched from it and passed on (lib/api/media.ts says why).
 * Only images: anything else the API answers there is a 404 here, so this is no way into the rest of the API.
 */
import { apiMediaUrl } from '@/lib/api/media';
import { serverApiOrigin } from '@/lib/api/server';
import { serverEnv } from '@/lib/env/server';
import { logger, redact } from '@/lib/log/logger.mjs';

/** Headers of the API's answer a browser or the TLS proxy's cache uses. */
const PASSED_ON = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];
/** An image is never a document: no scripts, no links out, even when opened on its own. */
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const url = apiMediaUrl((await params).path, serverApiOrigin());
  if (!url) return new Response(null, { status: 404 });
  const startedAt = performance.now();
  let upstream: Response;
  try {
    upstream = await fetch(url, {
      headers: pickHeaders(request.headers, ['if-none-match', 'if-modified-since']),
      signal: AbortSignal.timeout(serverEnv().API_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    logFailure(startedAt, null, error instanceof Error ? error.name : String(error));
    return new Response(null, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  if (upstream.status === 304) return new Response(null, { status: 304, headers: pickHeaders(upstream.headers, PASSED_ON) });
  const isImage = upstream.headers.get('content-type')?.startsWith('image/') ?? false;
  if (!upstream.ok || !isImage) {
    await upstream.body?.cancel();
    // Only "there is no such image" is a 404 a cache may keep; a refusal (401, 403, 429) or a failure of the API
    // is a passing problem of the site, never remembered as a missing picture.
    const missing = upstream.status === 404 || upstream.status === 410 || (upstream.ok && !isImage);
    if (!missing) logFailure(startedAt, upstream.status, upstream.status >= 500 ? 'server error' : 'refused');
    return new Response(null, { status: missing ? 404 : 502, headers: { 'Cache-Control': missing ? 'public, max-age=60' : 'no-store' } });
  }
  const headers = pickHeaders(upstream.headers, PASSED_ON);
  headers.set('Content-Security-Policy', IMAGE_POLICY);
  return new Response(upstream.body, { status: 200, headers });
}

/** One JSON line per failed fetch, as the API layer logs its calls (lib/api/upstream-headers.ts). */
function logFailure(startedAt: number, status: number | null, reason: string) {
  logger.error(
    {
      route: '/media/[...path]',
      upstream: 'GET /media/…',
      status,
      durationMs: Math.round(performance.now() - startedAt),
      reason: redact(reason),
    },
    'clinic API call failed',
  );
}

function pickHeaders(from: Headers, names: readonly string[]): Headers {
  const picked = new Headers();
  for (const name of names) {
    const value = from.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}
