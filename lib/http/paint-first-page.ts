/**
 * The profile paints from its document alone, as the stored public pages do (lib/cache/stored-page.mjs): its
 * critical CSS inlined, its stylesheets and Next's scripts requested after the first paint
 * (lib/cache/after-first-paint.mjs). It is rendered per request under a nonce policy, so no cache handler ever sees
 * it, and Next offers no hook on the HTML of a page it renders per request. The proxy therefore asks this instance
 * for the page itself (the same request, marked as its own), then answers the finished document with the headers
 * the page was rendered with. The inner request passes the proxy again, unmarked work skipped.
 *
 * The critical CSS is the same for every client (the frame is; the data is fetched in the browser), so it is
 * computed once per language and set of stylesheets, not per request.
 */
import { afterFirstPaint, linkedStylesheets } from '@/lib/cache/after-first-paint.mjs';
import { criticalCss, isBuildStylesheet } from '@/lib/cache/critical-css.mjs';

import { fetchInternalText } from './internal-fetch';

/**
 * How long the page itself may take: a render, not a lookup, and on a cold or busy instance it takes seconds;
 * asking Next to render it a second time after a deadline would only double the work.
 */
const PAGE_RENDER_TIMEOUT_MS = 15_000;

/** Marks the proxy's own request for a page; a value no one outside this process knows. */
export const OWN_RENDER_HEADER = 'x-page-render';
const OWN_RENDER_TOKEN = crypto.randomUUID();

/** Request headers not forwarded to the inner request: the connection's own, and a compressed body would need undoing. */
const NOT_FORWARDED = ['host', 'connection', 'content-length', 'accept-encoding', 'keep-alive', 'transfer-encoding'];
/** Response headers of the inner answer that describe its transfer, or are the framework's internal notes. */
const NOT_ANSWERED = /^(?:content-length|content-encoding|transfer-encoding|connection|keep-alive|date|x-middleware-.*)$/i;

export function isOwnRender(headers: Headers): boolean {
  return headers.get(OWN_RENDER_HEADER) === OWN_RENDER_TOKEN;
}

/** A browser's request for the document (not the router's request for a page's payload, not a prefetch). */
export function isDocumentRequest(request: Request): boolean {
  return request.method === 'GET' && !request.headers.has('rsc') && !request.headers.has('next-router-prefetch');
}

const NONCE_SOURCE = /'nonce-([^']+)'/;

/** Stylesheet texts by path; the files of a build never change. */
const stylesheets = new Map<string, Promise<string | undefined>>();

function readStylesheet(href: string): Promise<string | undefined> {
  if (!isBuildStylesheet(href)) return Promise.resolve(undefined);
  let text = stylesheets.get(href);
  if (!text) {
    text = fetchInternalText(href)
      .then((answer) => answer.text ?? undefined)
      .catch(() => undefined);
    // A failed read is tried again by the next page.
    void text.then((value) => value === undefined && stylesheets.delete(href));
    stylesheets.set(href, text);
  }
  return text;
}

/** Critical CSS by the page's language and stylesheets. */
const criticalRules = new Map<string, Promise<string>>();
/** A build links a handful of stylesheet sets; more would mean something unexpected, so the map stays small. */
const MAX_RULE_SETS = 32;

function criticalCssOf(html: string): Promise<string> {
  const key = `${/<html[^>]* lang="([^"]*)"/.exec(html)?.[1] ?? ''} ${linkedStylesheets(html).join(' ')}`;
  let rules = criticalRules.get(key);
  if (!rules) {
    if (criticalRules.size >= MAX_RULE_SETS) criticalRules.clear();
    rules = criticalCss(html, readStylesheet);
    // An empty result (a stylesheet could not be read) is not kept: the page then keeps its links, this time.
    void rules.then((value) => value === '' && criticalRules.delete(key));
    criticalRules.set(key, rules);
  }
  return rules;
}

/**
 * The page the request asks for, rendered by this instance and made to paint first; null when it cannot be (the
 * inner request failed, or answered anything but an HTML page): the caller then lets Next answer as usual.
 */
export async function paintFirstPage(request: Request): Promise<Response | null> {
  const headers = new Headers(request.headers);
  for (const name of NOT_FORWARDED) headers.delete(name);
  headers.set(OWN_RENDER_HEADER, OWN_RENDER_TOKEN);
  const url = new URL(request.url);
  const nonceOf = (response: Response) => NONCE_SOURCE.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const isPage = (response: Response) =>
    response.status === 200 && !!response.headers.get('content-type')?.startsWith('text/html') && !!nonceOf(response);
  let page: Response;
  let html: string | null;
  try {
    ({ response: page, text: html } = await fetchInternalText(
      url.pathname + url.search,
      { headers, redirect: 'manual' },
      PAGE_RENDER_TIMEOUT_MS,
      isPage,
    ));
  } catch {
    return null;
  }
  const nonce = nonceOf(page);
  if (html === null || !nonce) return null;
  const answered = new Headers();
  page.headers.forEach((value, name) => {
    if (!NOT_ANSWERED.test(name) && name !== 'set-cookie') answered.set(name, value);
  });
  for (const cookie of page.headers.getSetCookie()) answered.append('set-cookie', cookie);
  return new Response(afterFirstPaint(html, await criticalCssOf(html), nonce), { status: 200, headers: answered });
}
