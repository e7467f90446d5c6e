import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { API_ROUTES } from '@/features/api-calls';
import { getDoctors } from '@/features/doctors/api/calls';
import { getNewsItem, getNewsList } from '@/features/news/api/calls';
import { createApi } from '@/lib/api/client';
import { routeOfPath } from '@/lib/api/registry';
import { isAuthorized, parseRevalidation, tagsToRevalidate } from '@/lib/api/revalidation';
import { server } from '@/mocks/node';

import { API } from './helpers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The tags a server-side GET of this path carries: those its call's declaration names. */
function tagsForApiPath(path: string): string[] {
  const found = routeOfPath(API_ROUTES, path);
  return found?.route.tags?.(found.params) ?? [];
}

describe('cache tags of server-side API calls', () => {
  it('tag a list with its content type and a record with its type and slug', () => {
    expect(tagsForApiPath('/news/')).toEqual(['news']);
    expect(tagsForApiPath('/news/?page=2&pageSize=6')).toEqual(['news']);
    expect(tagsForApiPath('/news/related/')).toEqual(['news']);
    expect(tagsForApiPath('/news/spring-allergy-season/')).toEqual(['news', 'news:spring-allergy-season']);
    expect(tagsForApiPath('/doctors/anna-petrosyan/')).toEqual(['doctors', 'doctors:anna-petrosyan']);
    expect(tagsForApiPath('/gallery/')).toEqual(['gallery']);
    expect(tagsForApiPath('/certificates/')).toEqual(['certificates']);
    expect(tagsForApiPath('/testimonials/')).toEqual(['testimonials']);
    expect(tagsForApiPath('/pages/privacy-policy')).toEqual(['pages', 'pages:privacy-policy']);
  });

  it('leave the client area, sign-in and forms untagged', () => {
    expect(tagsForApiPath('/clients/me/')).toEqual([]);
    expect(tagsForApiPath('/auth/otp/request/')).toEqual([]);
    expect(tagsForApiPath('/applications/create/')).toEqual([]);
    expect(tagsForApiPath('/testimonials/create/')).toEqual(['testimonials']);
  });
});

describe('content webhook rules', () => {
  it('accept only the exact bearer secret', () => {
    expect(isAuthorized('Bearer s3cret', 's3cret')).toBe(true);
    expect(isAuthorized('Bearer s3cre', 's3cret')).toBe(false);
    expect(isAuthorized('s3cret', 's3cret')).toBe(false);
    expect(isAuthorized(null, 's3cret')).toBe(false);
  });

  it('read a type and an optional slug, and refuse anything else', () => {
    expect(parseRevalidation({ type: 'news' })).toEqual({ ok: true, value: { type: 'news' } });
    expect(parseRevalidation({ type: 'doctors', slug: 'anna-petrosyan' })).toEqual({
      ok: true,
      value: { type: 'doctors', slug: 'anna-petrosyan' },
    });
    expect(parseRevalidation({ type: 'posts' }).ok).toBe(false);
    expect(parseRevalidation({ type: 'news', slug: 'Not A Slug' }).ok).toBe(false);
    expect(parseRevalidation({ type: 'news', slug: 'a'.repeat(101) }).ok).toBe(false);
    expect(parseRevalidation([]).ok).toBe(false);
    expect(parseRevalidation(null).ok).toBe(false);
  });

  it('expire the whole type and the one record', () => {
    expect(tagsToRevalidate({ type: 'news', slug: 'x' })).toEqual(['news', 'news:x']);
    expect(tagsToRevalidate({ type: 'gallery' })).toEqual(['gallery']);
  });
});

describe('a list with an item that breaks the contract', () => {
  it('keeps the other items and logs the broken one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = createApi({ baseURL: API, locale: 'hy' });
    const good = await getDoctors(api);
    server.use(
      http.get('*/api/v1/doctors/', () =>
        HttpResponse.json({ data: { items: [good[0], { ...good[1], slug: 'Not A Slug', photo: null }, good[2]] } }),
      ),
    );
    const doctors = await getDoctors(api);
    expect(doctors.map((d) => d.slug)).toEqual([good[0].slug, good[2].slug]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/doctors: item 1 breaks the contract/);
    warn.mockRestore();
  });

  it('still fails when the list itself breaks the contract', async () => {
    server.use(http.get('*/api/v1/news/', () => HttpResponse.json({ data: { items: [], page: 'one' } })));
    await expect(getNewsList(createApi({ baseURL: API, locale: 'hy' }))).rejects.toMatchObject({ kind: expect.any(String) });
  });
});

describe('the server-side API instance', () => {
  it('gives up after API_TIMEOUT_MS (5 s by default) and tags each public GET for revalidation', async () => {
    const { serverApi } = await import('@/lib/api/server');
    const api = serverApi('ru');
    expect(api.defaults.timeout).toBe(5000);
    const seen: Array<{ url?: string; fetchOptions?: unknown; language?: unknown }> = [];
    api.defaults.adapter = async (config) => {
      seen.push({ url: config.url, fetchOptions: config.fetchOptions, language: config.headers.get('Accept-Language') });
      return { data: { data: { items: [] } }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await getDoctors(api);
    // The stub's body is no news item: only what was sent matters here.
    await getNewsItem(api, 'spring-allergy-season').catch(() => undefined);
    await api.post('/applications/create/', {});
    expect(seen.map((s) => s.fetchOptions)).toEqual([
      { next: { revalidate: 3600, tags: ['doctors'] } },
      { next: { revalidate: 3600, tags: ['news', 'news:spring-allergy-season'] } },
      undefined,
    ]);
    expect(seen[0].language).toBe('ru');
  });
});
