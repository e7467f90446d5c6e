import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '@/lib/api/client';
import { createResponseCache } from '@/lib/api/cache';
import { getDoctors, getNewsList, getTestimonials } from '@/lib/api/endpoints';
import { RESPONSE_CACHE_MAX_ENTRIES, RESPONSE_CACHE_TTL_MS } from '@/lib/config';
import { server } from '@/mocks/node';
import { API, memoryTokens, recordRequests } from './helpers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.events.removeAllListeners());
afterAll(() => server.close());

function setup() {
  let now = 1_000_000;
  const cache = createResponseCache({ now: () => now });
  // Like the browser's instances: one per locale, one shared cache.
  const apiIn = (locale: 'hy' | 'ru' | 'en') => createApi({ baseURL: API, locale, tokens: memoryTokens(), cache });
  return { api: apiIn('hy'), apiIn, cache, advance: (ms: number) => (now += ms), log: recordRequests(server) };
}

describe('opt-in GET response cache', () => {
  it('uses the spec limits: 1 hour, 500 entries', () => {
    const cache = createResponseCache();
    expect(cache.ttl).toBe(RESPONSE_CACHE_TTL_MS);
    expect(cache.max).toBe(RESPONSE_CACHE_MAX_ENTRIES);
    expect(RESPONSE_CACHE_TTL_MS).toBe(3_600_000);
    expect(RESPONSE_CACHE_MAX_ENTRIES).toBe(500);
  });

  it('a flagged GET is served from the cache the second time (hit), with the same data', async () => {
    const { api, log } = setup();
    const first = await api.get('/doctors/', { cache: true });
    const second = await api.get('/doctors/', { cache: true });
    expect(log.to('/doctors/')).toHaveLength(1);
    expect(second.data).toEqual(first.data);
    expect(second.status).toBe(200);
  });

  it('is off by default: unflagged GETs always reach the server', async () => {
    const { api, log } = setup();
    await api.get('/doctors/');
    await api.get('/doctors/');
    expect(log.to('/doctors/')).toHaveLength(2);
  });

  it('keys by URL, params and locale (misses on any difference)', async () => {
    const { api, apiIn, log } = setup();
    await getDoctors(api, { service: 'ent' });
    await getDoctors(api, { service: 'lab' });
    await getDoctors(api, { service: 'ent' });
    const ru = await getDoctors(apiIn('ru'), { service: 'ent' });
    expect(log.to('/doctors/').map((r) => new URL(r.url).search + ' ' + r.headers.get('accept-language'))).toEqual([
      '?service=ent hy',
      '?service=lab hy',
      '?service=ent ru',
    ]);
    expect(ru[0].name).toMatch(/[а-я]/i);
  });

  it('expires entries after one hour', async () => {
    const { api, log, advance } = setup();
    await api.get('/certificates/', { cache: true });
    advance(RESPONSE_CACHE_TTL_MS - 1000);
    await api.get('/certificates/', { cache: true });
    expect(log.to('/certificates/')).toHaveLength(1);
    advance(2000);
    await api.get('/certificates/', { cache: true });
    expect(log.to('/certificates/')).toHaveLength(2);
  });

  it('holds at most 500 entries and evicts the least recently used', async () => {
    const { api, cache, log } = setup();
    for (let page = 1; page <= RESPONSE_CACHE_MAX_ENTRIES; page += 1) {
      await getNewsList(api, { page, pageSize: 1 });
    }
    expect(cache.size).toBe(500);
    // touch page 1 so page 2 becomes the least recently used
    await getNewsList(api, { page: 1, pageSize: 1 });
    expect(log.to('/news/')).toHaveLength(500);

    await getNewsList(api, { page: 501, pageSize: 1 });
    expect(cache.size).toBe(500);
    await getNewsList(api, { page: 1, pageSize: 1 });
    expect(log.to('/news/')).toHaveLength(501);
    await getNewsList(api, { page: 2, pageSize: 1 });
    expect(log.to('/news/')).toHaveLength(502);
  }, 30_000);

  it('never caches errors or POSTs, and testimonials are not cached by the endpoint', async () => {
    const { api, cache, log } = setup();
    await api.get('/news/no-such-item/', { cache: true }).catch(() => undefined);
    await api.get('/news/no-such-item/', { cache: true }).catch(() => undefined);
    expect(log.to('/news/no-such-item/')).toHaveLength(2);
    await getTestimonials(api, { page: 1, pageSize: 2 });
    await getTestimonials(api, { page: 1, pageSize: 2 });
    expect(log.to('/testimonials/')).toHaveLength(2);
    expect(cache.size).toBe(0);
  });
});
