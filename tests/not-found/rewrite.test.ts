// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const index = { news: ['flu-season-testing'], newsPages: 3, doctors: ['anahit-petrosyan'], pages: ['privacy-policy'] };

async function freshRewrite() {
  vi.resetModules();
  return (await import('@/lib/not-found/rewrite')).notFoundRewrite;
}
const request = (path: string) => new NextRequest(new URL(path, 'http://localhost:3000'));

afterEach(() => vi.unstubAllGlobals());

describe('the not-found rewrite of the middleware', () => {
  it('answers a malformed slug or id with the 404 page without reading the index', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const rewrite = await freshRewrite();
    for (const path of [`/news/${'a'.repeat(101)}`, '/ru/doctors/Bad_Slug', '/en/profile/abc']) {
      const response = await rewrite(request(path));
      expect(response?.status, path).toBe(404);
    }
    expect((await rewrite(request('/en/profile/abc')))?.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/en/page-not-found',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the index once for well-formed slugs and answers unknown ones with 404', async () => {
    const fetch = vi.fn(async () => Response.json(index));
    vi.stubGlobal('fetch', fetch);
    const rewrite = await freshRewrite();
    expect(await rewrite(request('/en/news/flu-season-testing'))).toBeNull();
    expect((await rewrite(request('/ru/news/no-such-news')))?.headers.get('x-middleware-rewrite')).toBe(
      'http://localhost:3000/ru/page-not-found',
    );
    expect((await rewrite(request('/news/page/4')))?.status).toBe(404);
    expect(await rewrite(request('/en/services/ent'))).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lets the request through when the index cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 500 })),
    );
    const rewrite = await freshRewrite();
    expect(await rewrite(request('/en/news/no-such-news'))).toBeNull();
  });

  it('gives up on an index that does not come within the deadline, and asks again on the next request', async () => {
    vi.useFakeTimers();
    try {
      // A fetch that never settles and ignores its signal: what a garbage-collected signal leaves under Next's fetch.
      const fetch = vi.fn(() => new Promise<Response>(() => {}));
      vi.stubGlobal('fetch', fetch);
      const rewrite = await freshRewrite();
      const first = rewrite(request('/en/news/flu-season-testing'));
      await vi.advanceTimersByTimeAsync(2000);
      expect(await first).toBeNull();
      const second = rewrite(request('/en/news/flu-season-testing'));
      await vi.advanceTimersByTimeAsync(2000);
      expect(await second).toBeNull();
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
