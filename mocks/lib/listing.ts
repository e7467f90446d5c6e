/** What the demo API's public lists share: the cache lifetime, the query string, paging and the empty-lists switch. */
import { demoEnv } from './env';

/** Public content may be cached by browsers and CDNs for a few minutes. */
export const PUBLIC_MAX_AGE = 300;

export function query(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export function page<T>(items: T[], pageNumber: number, pageSize: number) {
  const start = (pageNumber - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: pageNumber,
    pageSize,
    total: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/** Test switch: DEMO_EMPTY_CONTENT=1 answers the news, gallery and doctor lists with no items (empty states). */
export const emptyLists = () => demoEnv.emptyLists();
