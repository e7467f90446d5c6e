/**
 * The slug index: every slug the content routes can show, so the middleware answers an unknown one
 * with the real not-found page (status 404) before any page renders. `app/api/slug-index/route.ts`
 * serves it, built from the same API calls and cache tags as the pages, so the content webhook keeps
 * it fresh too.
 */

export interface SlugIndex {
  news: string[];
  /** Pages of the news list (page 1 is /news). */
  newsPages: number;
  doctors: string[];
  pages: string[];
}

/** Where the middleware reads the index (under /api, so the middleware itself never sees it). */
export const SLUG_INDEX_PATH = '/api/slug-index';

export function isSlugIndex(value: unknown): value is SlugIndex {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((s) => typeof s === 'string');
  return strings(v.news) && strings(v.doctors) && strings(v.pages) && Number.isInteger(v.newsPages);
}
