// @vitest-environment node
/**
 * After the content webhook, the instance renders the pages carrying the revalidated tags again at once (asking
 * until it answers them fresh, not stale), so the proxy's first fetch gets the new page.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { notePageTags, noteRevalidated } from '@/lib/cache/tagged-pages.mjs';
import { pathOfPage, warmPagesTagged } from '@/lib/cache/warm-pages';

const asked: string[] = [];
let staleAnswers = 0;
const instance = http.createServer((request, response) => {
  asked.push(request.url!);
  // The first answer of each page is its stale copy (Next renders the new one meanwhile).
  const stale = asked.filter((url) => url === request.url).length === 1;
  if (stale) staleAnswers += 1;
  response.writeHead(200, { 'x-nextjs-cache': stale ? 'STALE' : 'MISS' }).end('<html></html>');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('PORT', String((instance.address() as AddressInfo).port));
});
afterAll(() => {
  vi.unstubAllEnvs();
  instance.close();
});

const page = (tags: string) => ({ kind: 'APP_PAGE', html: '', headers: { 'x-next-cache-tags': tags } });

describe('rendering the stale pages again after the webhook', () => {
  it('maps cache keys to public paths (Armenian without its prefix)', () => {
    expect(pathOfPage('/hy')).toBe('/');
    expect(pathOfPage('/hy/news/a')).toBe('/news/a');
    expect(pathOfPage('/en/news/a')).toBe('/en/news/a');
  });

  it('asks for every page with a revalidated tag until it is fresh, and leaves the others alone', async () => {
    notePageTags('/en/news/lab-week', page('news,news:lab-week,_N_T_/en/news/lab-week'));
    notePageTags('/hy/news', page('news,_N_T_/hy/news'));
    notePageTags('/en/doctors', page('doctors,_N_T_/en/doctors'));
    const since = Date.now();
    setTimeout(() => noteRevalidated(['news', 'news:lab-week']), 50);
    const warmed = await warmPagesTagged(['news', 'news:lab-week'], since);
    expect(warmed).toEqual({ pages: 2, fresh: 2 });
    expect([...new Set(asked)].sort()).toEqual(['/en/news/lab-week', '/news']);
    expect(staleAnswers).toBe(2);
  });

  it('waits for the tags to be marked stale, and gives up at the budget if they never are', async () => {
    const started = Date.now();
    expect(await warmPagesTagged(['gallery'], Date.now(), 300)).toEqual({ pages: 0, fresh: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});
