/**
 * News: schemas and calls.
 */
import * as z from 'zod/mini';

import '@/lib/api/zod-setup';

import { contentTags } from '@/lib/api/call';
import { htmlSchema, imageSchema, paginated, paginationQuerySchema, type PageParams } from '@/lib/api/content-schemas';
import { defineCall } from '@/lib/api/define-call';
import { entity } from '@/lib/api/entities';
import { notFound, validation } from '@/lib/api/error-cases';
import { dateTimeSchema, idSchema, slugSchema } from '@/lib/api/schemas';

export const newsSummarySchema = entity(
  'NewsSummary',
  z.object({
    id: idSchema,
    slug: slugSchema,
    title: z.string().check(z.minLength(1)),
    excerpt: z.string().check(z.minLength(1), z.describe('One or two plain-text sentences for cards and meta descriptions')),
    publishedAt: dateTimeSchema,
    image: imageSchema,
  }),
);
export const newsItemSchema = entity('NewsItem', z.extend(newsSummarySchema, { body: htmlSchema }));
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListQuerySchema = paginationQuerySchema;
export const relatedNewsQuerySchema = z.object({
  slug: slugSchema.check(z.describe('The news item to find related items for (it is never included)')),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)), 3),
});
export const newsListSchema = paginated(newsSummarySchema);
export const relatedNewsSchema = z.object({ items: z.array(newsSummarySchema) });
export type NewsList = z.infer<typeof newsListSchema>;

/* ---------- calls ---------- */

export const getNewsList = defineCall({
  name: 'getNewsList',
  method: 'GET',
  path: '/news/',
  summary: 'News, newest first, paginated. Items carry no body.',
  auth: 'none',
  public: true,
  query: newsListQuerySchema,
  response: newsListSchema,
  successStatus: 200,
  errors: [validation],
  list: 'news',
  tags: contentTags('news'),
  args: (params: PageParams = {}) => ({ query: { ...params } }),
});

export const getRelatedNews = defineCall({
  name: 'getRelatedNews',
  method: 'GET',
  path: '/news/related/',
  summary: 'News related to one item (same topic first, then the newest), never the item itself.',
  auth: 'none',
  public: true,
  query: relatedNewsQuerySchema,
  response: relatedNewsSchema,
  successStatus: 200,
  errors: [validation, notFound],
  list: 'related news',
  tags: contentTags('news'),
  args: (slug: string, limit?: number) => ({ query: limit === undefined ? { slug } : { slug, limit } }),
  result: (data) => data.items,
});

export const getNewsItem = defineCall({
  name: 'getNewsItem',
  method: 'GET',
  path: '/news/{slug}/',
  summary: 'One news item with its HTML body.',
  auth: 'none',
  public: true,
  response: newsItemSchema,
  successStatus: 200,
  errors: [notFound],
  tags: contentTags('news', 'slug'),
  args: (slug: string) => ({ params: { slug } }),
});
