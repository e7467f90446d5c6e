import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appointmentsQuery, currentClientQuery, documentsQuery } from '@/features/profile/api/queries';
import { reviewsKey, reviewsQuery } from '@/features/reviews/api/queries';
import { createApi } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { getQueryClient, makeQueryClient, queryKeys, shouldRetryQuery } from '@/lib/api/query-client';
import { server } from '@/mocks/node';

import { API, memoryTokens } from './helpers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('query keys and options', () => {
  it('every key includes the locale', () => {
    const keys = [
      currentClientQuery('ru').queryKey,
      appointmentsQuery('ru').queryKey,
      documentsQuery('ru').queryKey,
      reviewsQuery('ru', { page: 2, pageSize: 6 }).queryKey,
    ];
    for (const key of keys) expect(key).toContain('ru');
    expect(appointmentsQuery('hy').queryKey).not.toEqual(appointmentsQuery('en').queryKey);
    expect(reviewsQuery('en', { page: 1 }).queryKey).not.toEqual(reviewsQuery('en', { page: 2 }).queryKey);
    // the client's data sits under one prefix, so sign-out can drop it at once
    expect(appointmentsQuery('en').queryKey.slice(0, 3)).toEqual([...queryKeys.client('en')]);
  });

  it('the same options fetch through a query client', async () => {
    const api = createApi({ baseURL: API, locale: 'hy', tokens: memoryTokens() });
    const client = makeQueryClient();
    const page = await client.fetchQuery(reviewsQuery('hy', { page: 1, pageSize: 3 }, api));
    expect(page.items).toHaveLength(3);
    expect(client.getQueryData(reviewsKey('hy', 1, 3))).toEqual(page);
  });

  it('retries network and server failures a little, never a 4xx or a contract break', () => {
    const of = (kind: ApiError['kind']) => new ApiError({ kind });
    expect(shouldRetryQuery(0, of('network'))).toBe(true);
    expect(shouldRetryQuery(1, of('server'))).toBe(true);
    expect(shouldRetryQuery(2, of('server'))).toBe(false);
    for (const kind of ['validation', 'unauthorized', 'forbidden', 'not_found', 'rate_limited', 'contract'] as const) {
      expect(shouldRetryQuery(0, of(kind))).toBe(false);
    }
  });

  it('one query client in the browser', () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });
});
