/**
 * The browser's calls behind the reviews page, in a module of their own: the page loads it (and with
 * it axios and the contract) only when a visitor starts writing a review or asks for more reviews.
 */
import 'client-only';

import { createReview, reviewCreateSchema, type ReviewCreate, type ReviewList } from '@/features/reviews/api/calls';
import { reviewsQuery } from '@/features/reviews/api/queries';
import { getBrowserApi } from '@/lib/api/client';
import { getQueryClient } from '@/lib/api/query-client';
import type { FormContract } from '@/lib/forms/form-contract';
import type { Locale } from '@/lib/locales';

import { toReviewCreate, type ReviewValues } from '../model/review-values';

export { readFailure } from '@/lib/forms/engine';

export function reviewContract(locale: Locale): FormContract<ReviewValues, ReviewCreate> {
  return {
    schema: reviewCreateSchema,
    toBody: toReviewCreate,
    send: (body) => createReview(getBrowserApi(locale), body),
  };
}

export function loadReviewsPage(locale: Locale, page: number, pageSize: number): Promise<ReviewList> {
  return getQueryClient().fetchQuery(reviewsQuery(locale, { page, pageSize }));
}
