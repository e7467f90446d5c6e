import { SEARCH_QUERY_MAX_LENGTH } from '@/features/search/model/limits';

import { normalizeQuery } from './engine';

/** The `q` parameter as the search reads it: the first value, spaces collapsed, at most SEARCH_QUERY_MAX_LENGTH characters. */
export function readSearchQuery(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return normalizeQuery((value ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH));
}
