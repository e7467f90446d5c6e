/** What the demo clinic API does for reviews: the paged list and a new review (kept pending, in memory). */
import type { Locale } from '@/lib/locales';
import type { ContractSample } from '@/mocks/lib/contract-samples';
import { fail, jsonBody, localeOf, ok } from '@/mocks/lib/http';
import { page, query } from '@/mocks/lib/listing';
import { texts } from '@/mocks/lib/localized';
import { on } from '@/mocks/lib/route';
import { demoState, keepBounded } from '@/mocks/lib/state';
import { validate } from '@/mocks/lib/validate';

import { createReview, getReviews, reviewCreateSchema, reviewSchema, reviewsQuerySchema, type Review } from '../api/calls';
import { REVIEWS, type ReviewSeed } from './data';

const REVIEWS_NEWEST_FIRST = [...REVIEWS].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

export function presentReview(item: ReviewSeed, locale: Locale): Review {
  return {
    id: item.id,
    ...texts(item, locale, 'author', 'text'),
    rating: item.rating,
    date: item.date,
    ...(item.service ? { service: item.service } : {}),
  };
}

export const reviewHandlers = [
  on(getReviews, ({ request }) => {
    const locale = localeOf(request);
    const params = validate(reviewsQuerySchema, query(request), locale);
    if (!params.ok) return fail(request, 'validation', { fields: params.fields });
    const result = page(REVIEWS_NEWEST_FIRST, params.data.page, params.data.pageSize);
    return ok(request, { ...result, items: result.items.map((t) => presentReview(t, locale)) });
  }),

  on(createReview, async ({ request }) => {
    const locale = localeOf(request);
    const result = validate(reviewCreateSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const { author, text, rating, service } = result.data;
    const id = demoState.nextReviewId++;
    keepBounded(demoState.pendingReviews, { id, author, text, rating, service, createdAt: new Date().toISOString(), locale });
    return ok(request, { id, status: 'pending' as const }, 201);
  }),
];

/** The reviews the demo API serves, as the contract describes them. */
export const reviewSamples: ContractSample[] = [
  { what: 'review', schema: reviewSchema, records: (locale) => REVIEWS.map((item) => presentReview(item, locale)) },
];
