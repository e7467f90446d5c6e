/** The reviews' read in the browser: one page of the list (the feed's "show more" and the page after a new review). */
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@/lib/api/call';
import type { PageParams } from '@/lib/api/content-schemas';
import { apiFor, publicContent, queryKeys } from '@/lib/api/query-client';
import type { Locale } from '@/lib/locales';

import { REVIEWS_PAGE_SIZE } from '../model/listing';
import { getReviews } from './calls';

export const reviewsKey = (locale: Locale, page: number, pageSize: number) =>
  [...queryKeys.locale(locale), 'reviews', { page, pageSize }] as const;

export function reviewsQuery(locale: Locale, { page = 1, pageSize = REVIEWS_PAGE_SIZE }: PageParams = {}, api?: ApiClient) {
  return queryOptions({
    queryKey: reviewsKey(locale, page, pageSize),
    queryFn: () => getReviews(apiFor(locale, api), { page, pageSize }),
    ...publicContent,
  });
}
