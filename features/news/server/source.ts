/**
 * What pages and other features read of the news on the server. The one paged source of the list: the list
 * pages, the sitemap, the item pages' static params, the search index and the slug index all read it here.
 */
import 'server-only';

import { notFound } from 'next/navigation';

import { PAGE_SIZE_MAX } from '@/lib/api/content-schemas';
import { orNotFound } from '@/lib/api/not-found';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/locales';
import { SLUG_PATTERN } from '@/lib/routes';

import * as calls from '../api/calls';
import { HOME_NEWS_COUNT, NEWS_PAGE_SIZE, RELATED_NEWS_COUNT } from '../model/listing';

/** One page of the news list as the site shows it (NEWS_PAGE_SIZE items). */
export function getNewsPage(locale: Locale, page: number, pageSize = NEWS_PAGE_SIZE): Promise<calls.NewsList> {
  return calls.getNewsList(serverApi(locale), { page, pageSize });
}

/** Every news item, newest first: the first page tells how many there are, the rest load in parallel. */
export async function getAllNews(locale: Locale): Promise<calls.NewsSummary[]> {
  const first = await getNewsPage(locale, 1, PAGE_SIZE_MAX);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => getNewsPage(locale, i + 2, PAGE_SIZE_MAX)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

/** Every news item with its body (the search index). */
export async function getAllNewsItems(locale: Locale): Promise<calls.NewsItem[]> {
  const api = serverApi(locale);
  return Promise.all((await getAllNews(locale)).map((item) => calls.getNewsItem(api, item.slug)));
}

/** The newest items the home page shows. */
export async function getLatestNews(locale: Locale): Promise<calls.NewsSummary[]> {
  return (await getNewsPage(locale, 1, HOME_NEWS_COUNT)).items;
}

/** One item for its page: a malformed or unknown slug is the page's 404. */
export function getNewsItem(locale: Locale, slug: string): Promise<calls.NewsItem> {
  if (!SLUG_PATTERN.test(slug)) notFound();
  return orNotFound(calls.getNewsItem(serverApi(locale), slug));
}

/** The items an item's page suggests next (same topic first). */
export async function getRelatedNews(locale: Locale, slug: string): Promise<calls.NewsSummary[]> {
  return orNotFound(calls.getRelatedNews(serverApi(locale), slug, RELATED_NEWS_COUNT));
}
