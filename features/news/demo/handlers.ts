/** What the demo clinic API does for news: the list, related items, one item, and the demo edit call. */
import { http } from 'msw';
import * as z from 'zod/mini';

import { localeSchema } from '@/lib/api/schemas';
import type { Locale } from '@/lib/locales';
import type { ContractSample } from '@/mocks/lib/contract-samples';
import { demoEditor } from '@/mocks/lib/demo-editor';
import { fail, jsonBody, localeOf, ok, originOf } from '@/mocks/lib/http';
import { toImage } from '@/mocks/lib/images';
import { emptyLists, page, PUBLIC_MAX_AGE, query } from '@/mocks/lib/listing';
import { texts } from '@/mocks/lib/localized';
import { on } from '@/mocks/lib/route';
import { notifySite } from '@/mocks/lib/site-webhook';
import { validate } from '@/mocks/lib/validate';

import {
  getNewsItem,
  getNewsList,
  getRelatedNews,
  newsItemSchema,
  newsListQuerySchema,
  relatedNewsQuerySchema,
  type NewsItem,
  type NewsSummary,
} from '../api/calls';
import { NEWS, type NewsSeed } from './data';

const byNewest = <T extends { publishedAt: string }>(a: T, b: T) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt);
const NEWS_NEWEST_FIRST = [...NEWS].sort(byNewest);

export function presentNewsSummary(item: NewsSeed, locale: Locale, origin: string): NewsSummary {
  return {
    id: item.id,
    slug: item.slug,
    ...texts(item, locale, 'title', 'excerpt'),
    publishedAt: item.publishedAt,
    image: toImage(item.image, origin, locale),
  };
}

export function presentNewsItem(item: NewsSeed, locale: Locale, origin: string): NewsItem {
  return { ...presentNewsSummary(item, locale, origin), ...texts(item, locale, 'body') };
}

/** Body of the demo edit call: a new title of one news item in one language. */
export const demoNewsEditSchema = z.object({
  locale: localeSchema,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export const newsHandlers = [
  /**
   * Demo only: change a news title as an editor would in the clinic's CMS, then call the site's
   * content webhook so every page showing the item is refreshed. Test mode and the webhook secret only
   * (mocks/lib/demo-editor.ts).
   */
  http.patch('*/api/v1/demo/news/:slug/', async ({ request, params }) => {
    const editor = demoEditor(request);
    if (editor !== 'allowed') return fail(request, editor);
    const item = NEWS.find((n) => n.slug === params.slug);
    if (!item) return fail(request, 'not_found');
    const body = validate(demoNewsEditSchema, (await jsonBody(request)) ?? {}, localeOf(request));
    if (!body.ok) return fail(request, 'validation', { fields: body.fields });
    item.title[body.data.locale] = body.data.title;
    const webhook = await notifySite('news', item.slug);
    return ok(request, { slug: item.slug, locale: body.data.locale, title: body.data.title, webhook });
  }),

  on(getNewsList, ({ request }) => {
    const locale = localeOf(request);
    const params = validate(newsListQuerySchema, query(request), locale);
    if (!params.ok) return fail(request, 'validation', { fields: params.fields });
    const origin = originOf(request);
    const result = page(emptyLists() ? [] : NEWS_NEWEST_FIRST, params.data.page, params.data.pageSize);
    return ok(request, { ...result, items: result.items.map((n) => presentNewsSummary(n, locale, origin)) }, 200, PUBLIC_MAX_AGE);
  }),

  on(getRelatedNews, ({ request }) => {
    const locale = localeOf(request);
    const params = validate(relatedNewsQuerySchema, query(request), locale);
    if (!params.ok) return fail(request, 'validation', { fields: params.fields });
    const item = NEWS.find((n) => n.slug === params.data.slug);
    if (!item) return fail(request, 'not_found');
    const others = NEWS_NEWEST_FIRST.filter((n) => n.id !== item.id);
    const related = [...others.filter((n) => n.topic === item.topic), ...others.filter((n) => n.topic !== item.topic)];
    const origin = originOf(request);
    return ok(
      request,
      { items: related.slice(0, params.data.limit).map((n) => presentNewsSummary(n, locale, origin)) },
      200,
      PUBLIC_MAX_AGE,
    );
  }),

  on(getNewsItem, ({ request, params }) => {
    const item = NEWS.find((n) => n.slug === params.slug);
    if (!item) return fail(request, 'not_found');
    return ok(request, presentNewsItem(item, localeOf(request), originOf(request)), 200, PUBLIC_MAX_AGE);
  }),
];

/** The news the demo API serves, as the contract describes them. */
export const newsSamples: ContractSample[] = [
  { what: 'news item', schema: newsItemSchema, records: (locale, origin) => NEWS.map((item) => presentNewsItem(item, locale, origin)) },
];
