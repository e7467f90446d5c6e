/** What pages read of the reviews on the server. */
import 'server-only';

import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/locales';

import { getReviews, type ReviewList } from '../api/calls';
import { HOME_REVIEWS_COUNT, REVIEWS_PAGE_SIZE } from '../model/listing';

/** The first page of the reviews list (the feed loads the next ones in the browser). */
export function getFirstReviews(locale: Locale): Promise<ReviewList> {
  return getReviews(serverApi(locale), { page: 1, pageSize: REVIEWS_PAGE_SIZE });
}

/** The newest reviews the home page shows. */
export async function getLatestReviews(locale: Locale): Promise<ReviewList['items']> {
  return (await getReviews(serverApi(locale), { page: 1, pageSize: HOME_REVIEWS_COUNT })).items;
}
