/**
 * Reviews (the API calls them testimonials): schemas and calls.
 */
import * as z from 'zod/mini';

import '@/lib/api/zod-setup';

import { contentTags } from '@/lib/api/call';
import { paginated, paginationQuerySchema, type PageParams } from '@/lib/api/content-schemas';
import { defineCall } from '@/lib/api/define-call';
import { entity } from '@/lib/api/entities';
import { validation } from '@/lib/api/error-cases';
import { dateSchema, idSchema, serviceSlugSchema } from '@/lib/api/schemas';

export const reviewSchema = entity(
  'Review',
  z.object({
    id: idSchema,
    author: z.string().check(z.minLength(1)),
    text: z.string().check(z.minLength(1)),
    rating: z.int().check(z.minimum(1), z.maximum(5)),
    date: dateSchema,
    service: z.optional(serviceSlugSchema),
  }),
);
export type Review = z.infer<typeof reviewSchema>;
export const reviewsQuerySchema = paginationQuerySchema;

export const REVIEW_AUTHOR_MIN = 2;
export const REVIEW_AUTHOR_MAX = 80;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const reviewCreateSchema = z.object({
  author: z.string().check(z.trim(), z.minLength(REVIEW_AUTHOR_MIN), z.maxLength(REVIEW_AUTHOR_MAX)),
  text: z.string().check(z.trim(), z.minLength(REVIEW_TEXT_MIN), z.maxLength(REVIEW_TEXT_MAX)),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  service: z.optional(serviceSlugSchema),
  consent: z.literal(true).check(z.describe('Consent to publish the text and name')),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;
export const reviewCreatedSchema = z.object({
  id: idSchema,
  status: z.literal('pending').check(z.describe('Waits for moderation; not listed until approved')),
});
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;
export const reviewListSchema = paginated(reviewSchema);
export type ReviewList = z.infer<typeof reviewListSchema>;

/* ---------- calls ---------- */

/** The API names reviews "testimonials" (its paths and the revalidation type); the site says reviews. */
const API_TYPE = 'testimonials';

export const getReviews = defineCall({
  name: 'getReviews',
  method: 'GET',
  path: '/testimonials/',
  summary: 'Approved testimonials, newest first, paginated.',
  auth: 'none',
  public: true,
  query: reviewsQuerySchema,
  response: reviewListSchema,
  successStatus: 200,
  errors: [validation],
  list: 'testimonials',
  tags: contentTags(API_TYPE),
  args: (params: PageParams = {}) => ({ query: { ...params } }),
});

export const createReview = defineCall({
  name: 'createReview',
  method: 'POST',
  path: '/testimonials/create/',
  summary: 'A visitor leaves a testimonial; it waits for moderation and is not listed until approved.',
  auth: 'none',
  public: false,
  body: reviewCreateSchema,
  response: reviewCreatedSchema,
  successStatus: 201,
  errors: [validation],
  tags: contentTags(API_TYPE),
  args: (body: ReviewCreate) => ({ body }),
});
