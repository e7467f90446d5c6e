/**
 * The one paged source of news on the server: the list pages, the sitemap, the item pages' static
 * params and the slug index all read the API's news list through it.
 */
import 'server-only';
import { NEWS_PAGE_SIZE, type Locale } from '@/lib/config';
import { PAGE_SIZE_MAX, type NewsList, type NewsSummary } from '@/lib/api/contract';
import { getNewsList } from '@/lib/api/contract';
import { serverApi } from '@/lib/api/server';

/** One page of the news list as the site shows it (NEWS_PAGE_SIZE items). */
export function getNewsPage(locale: Locale, page: number, pageSize = NEWS_PAGE_SIZE): Promise<NewsList> {
  return getNewsList(serverApi(locale), { page, pageSize });
}

/** Every news item, newest first: the first page tells how many there are, the rest load in parallel. */
export async function getAllNews(locale: Locale): Promise<NewsSummary[]> {
  const first = await getNewsPage(locale, 1, PAGE_SIZE_MAX);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => getNewsPage(locale, i + 2, PAGE_SIZE_MAX)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}
