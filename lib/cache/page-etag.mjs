/**
 * The ETag of a cached page, made once when the page is stored. Next would otherwise hash the whole document again
 * on every response it serves from the cache (`generateEtags`, off in next.config.ts; docs/decisions/build-settings.md).
 * It is weak because a page's HTML and its RSC payload, served under the same stored headers, are
 * two forms of one version. Conditional requests are answered by the TLS proxy from its cache (deploy/nginx.conf).
 */
import { createHash } from 'node:crypto';

const HEADER = 'etag';

/** The same HTML gives the same ETag on every instance. */
/** @param {string} html */
export function pageEtag(html) {
  return `W/"${createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 27)}"`;
}

/** A cache entry of an app page with its ETag among its stored headers; any other entry as it is. Idempotent. */
/**
 * @template {import('../next-internals/cache-handler-base.mjs').CacheValue | null | undefined} V
 * @param {V} data
 * @returns {V}
 */
export function withPageEtag(data) {
  if (!data || data.kind !== 'APP_PAGE' || data.html == null) return data;
  if (data.headers?.[HEADER]) return data;
  const html = typeof data.html === 'string' ? data.html : data.html.toString('utf8');
  return { ...data, headers: { ...data.headers, [HEADER]: pageEtag(html) } };
}
