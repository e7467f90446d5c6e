/**
 * What the cache handlers make of an app page before they store or serve it: its finished Suspense boundaries
 * written in place (inline-boundaries.mjs), its critical CSS inlined and its stylesheets and scripts requested
 * after the first paint (critical-css.mjs, after-first-paint.mjs), then its
 * Content-Security-Policy from the inline scripts it ends up with (page-policy.mjs). A page whose HTML that step
 * changed gets its policy made again; the page's ETag (page-etag.mjs) is made the same way. Other entries pass
 * unchanged.
 */
import { afterFirstPaint, isAfterFirstPaint } from './after-first-paint.mjs';
import { criticalCss } from './critical-css.mjs';
import { inlineOutlinedBoundaries } from './inline-boundaries.mjs';
import { withPageEtag } from './page-etag.mjs';
import { withPagePolicy } from './page-policy.mjs';

/** The headers a page carries that are made from its HTML, once. */
/** @typedef {import('../next-internals/cache-handler-base.mjs').CacheValue} CacheValue */

/** @type {<V extends CacheValue | null | undefined>(data: V, key?: string) => V} */
const withHeadersOfHtml = (data, key) => withPageEtag(withPagePolicy(data, key));

/**
 * `readStylesheet` gives a linked stylesheet's text (critical-css.mjs, buildStylesheetReader); `key` is the page's
 * cache key (its policy depends on the page: page-policy.mjs).
 * @template {CacheValue | null | undefined} V
 * @param {V} data
 * @param {(href: string) => Promise<string | undefined> | string | undefined} [readStylesheet]
 * @param {string} [key]
 * @returns {Promise<V>}
 */
export async function storedPage(data, readStylesheet = () => undefined, key = undefined) {
  if (!data || data.kind !== 'APP_PAGE' || data.html == null) return data;
  const html = typeof data.html === 'string' ? data.html : data.html.toString('utf8');
  if (isAfterFirstPaint(html)) return withHeadersOfHtml(data, key);
  const inPlace = inlineOutlinedBoundaries(html);
  const moved = afterFirstPaint(inPlace, await criticalCss(inPlace, readStylesheet));
  if (moved === html) return withHeadersOfHtml(data, key);
  const headers = { ...data.headers };
  delete headers['content-security-policy'];
  delete headers.etag;
  // In the type Next stored it in (a string or a Buffer).
  return withHeadersOfHtml({ ...data, html: typeof data.html === 'string' ? moved : Buffer.from(moved, 'utf8'), headers }, key);
}
