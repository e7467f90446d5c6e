// @vitest-environment node
/** The file-system cache handler prepares a page (scripts after the paint, its policy) once per page and version, not per read. */
import { createHash } from 'node:crypto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { PageCacheHandler } from '@/lib/cache/page-cache-handler.mjs';
import * as pagePolicy from '@/lib/cache/page-policy.mjs';
import { FileSystemCache } from '@/lib/next-internals/cache-handler-base.mjs';
import { pagePolicyTemplate } from '@/lib/security-headers';

const HTML = '<html><body><script>self.__next_f.push([1,"a"])</script><script>console.log(1)</script></body></html>';

/** What Next's cache hands out for a prerendered page: a new object on every read. */
function storedPage(lastModified: number) {
  return { lastModified, value: { kind: 'APP_PAGE', html: HTML, headers: {}, status: 200 } };
}

afterEach(() => vi.restoreAllMocks());

describe('PageCacheHandler', () => {
  it('puts the policy on the very entry Next sends after storing it (a page rendered on a cache miss)', async () => {
    process.env[pagePolicy.PAGE_POLICY_TEMPLATE_ENV] = pagePolicyTemplate();
    vi.spyOn(FileSystemCache.prototype, 'set').mockResolvedValue(undefined as never);
    const rendered = { kind: 'APP_PAGE', html: HTML, headers: { 'x-next-cache-tags': 'news' } as Record<string, string>, status: 200 };
    await new PageCacheHandler({} as never).set('/en/news/new-item', rendered as never, {} as never);
    const policy = rendered.headers['content-security-policy'];
    expect(policy).toContain(`'sha256-${createHash('sha256').update('self.__next_f.push([1,"a"])').digest('base64')}'`);
    expect(rendered.headers['x-next-cache-tags']).toBe('news');
  });

  it('hashes a page’s inline scripts once, however often and by whichever handler it is read, and again when the page changes', async () => {
    process.env[pagePolicy.PAGE_POLICY_TEMPLATE_ENV] = pagePolicyTemplate();
    let version = 1;
    vi.spyOn(FileSystemCache.prototype, 'get').mockImplementation(async () => storedPage(version) as never);
    const hashing = vi.spyOn(pagePolicy, 'withPagePolicy');
    // Next makes a handler per request.
    const handler = { get: (key: string, ctx: never) => new PageCacheHandler({} as never).get(key, ctx) };

    const first = await handler.get('/en', {} as never);
    for (let read = 0; read < 5; read += 1) await handler.get('/en', {} as never);
    expect(hashing).toHaveBeenCalledTimes(1);
    const policy = (first as ReturnType<typeof storedPage>).value.headers['content-security-policy' as never] as string;
    expect(policy).toContain("'sha256-");
    expect(((await handler.get('/en', {} as never)) as ReturnType<typeof storedPage>).value.headers).toEqual({
      'content-security-policy': policy,
      etag: expect.stringMatching(/^W\/"/),
    });

    version = 2;
    await handler.get('/en', {} as never);
    expect(hashing).toHaveBeenCalledTimes(2);
  });

  it('reads a page that was stored already prepared once per version, not on every request', async () => {
    process.env[pagePolicy.PAGE_POLICY_TEMPLATE_ENV] = pagePolicyTemplate();
    const prepared = pagePolicy.withPagePolicy(storedPage(1).value);
    vi.spyOn(FileSystemCache.prototype, 'get').mockImplementation(async () => ({ lastModified: 1, value: { ...prepared } }) as never);
    const preparing = vi.spyOn(pagePolicy, 'withPagePolicy');
    for (let read = 0; read < 5; read += 1) {
      const entry = (await new PageCacheHandler({} as never).get('/ru', {} as never)) as ReturnType<typeof storedPage>;
      expect(entry.value.headers['content-security-policy' as never]).toBe(prepared.headers['content-security-policy' as never]);
    }
    expect(preparing).toHaveBeenCalledTimes(1);
  });
});
