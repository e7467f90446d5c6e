import { fetchInternal } from '@/lib/http/internal-fetch';
import { isBot } from './bots';

/** Marks the gate's own sub-request, so it is rendered normally instead of gated again. */
export const BOT_GATE_HEADER = 'x-bot-gate';

/** Hop-by-hop and body-encoding headers that do not survive re-sending a fetched body. */
const DROPPED_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'];

/**
 * Crawlers never see the error screen. The pages are prerendered, so the user agent is unknown to
 * the HTML, and an error boundary is a client component that cannot read the request; the middleware
 * sees both. For a crawler's page request it renders the page in a sub-request and answers a server
 * error with its bare status (no body, not cached, not indexed); anything else passes through as is.
 * The sub-request goes to the instance's internal address; when it fails or takes too long, the crawler's
 * request goes on like anyone's. Returns null for every other request (people, assets, the sub-request itself).
 */
export async function gateBotErrors(
  request: Request,
  fetchPage: (path: string, init: RequestInit) => Promise<Response> = fetchInternal,
): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.has(BOT_GATE_HEADER) || !isBot(request.headers.get('user-agent'))) return null;

  const headers = new Headers(request.headers);
  headers.set(BOT_GATE_HEADER, '1');
  const { pathname, search } = new URL(request.url);
  let response: Response;
  try {
    response = await fetchPage(pathname + search, { method: request.method, headers, redirect: 'manual' });
  } catch {
    return null;
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    return new Response(null, { status: response.status, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
  }
  const passed = new Headers(response.headers);
  for (const name of DROPPED_HEADERS) passed.delete(name);
  // The sub-request's own middleware instructions (a rewrite of `/` to `/hy`…) are not this response's:
  // passed on, Next would apply them to the outer request and fail on their relative URL.
  for (const name of [...passed.keys()]) if (name.startsWith('x-middleware-')) passed.delete(name);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: passed });
}
