import { describe, expect, it, vi } from 'vitest';
import { BOT_GATE_HEADER, gateBotErrors } from '@/lib/app/bot-gate';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const ERROR_HTML = '<html><body><h1>Oops :(</h1><p>Something went wrong.</p></body></html>';

const pageRequest = (userAgent: string, init: RequestInit = {}) =>
  new Request('http://localhost:3000/en/news/new-item', { ...init, headers: { 'user-agent': userAgent, ...init.headers } });

describe('crawlers and the error screen', () => {
  it('a crawler gets the bare status of a server error: no error screen, not cached, not indexed', async () => {
    const render = vi.fn(async () => new Response(ERROR_HTML, { status: 500, headers: { 'content-type': 'text/html' } }));
    const response = await gateBotErrors(pageRequest(GOOGLEBOT), render);
    expect(response?.status).toBe(500);
    expect(await response?.text()).toBe('');
    expect(response?.headers.get('cache-control')).toBe('no-store');
    expect(response?.headers.get('x-robots-tag')).toBe('noindex');
    // The page was rendered in a marked sub-request, with the crawler's own headers.
    const [url, init] = render.mock.calls[0] as unknown as [string, RequestInit];
    // A path on the instance's own address (the default sub-request), never the request's origin.
    expect(url).toBe('/en/news/new-item');
    expect(new Headers(init.headers).get(BOT_GATE_HEADER)).toBe('1');
    expect(new Headers(init.headers).get('user-agent')).toBe(GOOGLEBOT);
  });

  it('a sub-request that fails or times out lets the crawler\'s request go on like anyone\'s', async () => {
    const failing = vi.fn(async () => {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    });
    expect(await gateBotErrors(pageRequest(GOOGLEBOT), failing)).toBeNull();
  });

  it('a crawler gets a working page, a redirect or a 404 exactly as rendered', async () => {
    const page = await gateBotErrors(pageRequest(GOOGLEBOT), async () =>
      new Response('<h1>News</h1>', { status: 200, headers: { 'x-page': 'yes', 'x-middleware-rewrite': '/hy' } }),
    );
    // The sub-request's middleware instructions stay behind (Next would apply them to this request).
    expect(page?.headers.get('x-middleware-rewrite')).toBeNull();
    expect(page?.status).toBe(200);
    expect(page?.headers.get('x-page')).toBe('yes');
    expect(await page?.text()).toBe('<h1>News</h1>');
    const moved = await gateBotErrors(pageRequest(GOOGLEBOT), async () => new Response(null, { status: 307, headers: { location: '/en/news' } }));
    expect(moved?.status).toBe(307);
    expect(moved?.headers.get('location')).toBe('/en/news');
    const missing = await gateBotErrors(pageRequest(GOOGLEBOT), async () => new Response('not found', { status: 404 }));
    expect(missing?.status).toBe(404);
  });

  it('people, form posts and the sub-request itself are not gated', async () => {
    const render = vi.fn();
    expect(await gateBotErrors(pageRequest(CHROME), render)).toBeNull();
    expect(await gateBotErrors(pageRequest(GOOGLEBOT, { method: 'POST' }), render)).toBeNull();
    expect(await gateBotErrors(pageRequest(GOOGLEBOT, { headers: { [BOT_GATE_HEADER]: '1' } }), render)).toBeNull();
    expect(render).not.toHaveBeenCalled();
  });
});
