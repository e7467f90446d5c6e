/**
 * The search index of one language on the server. Its documents are one cache entry per language
 * (never one per query), tagged with the content types they are made of, so the content webhook's
 * `revalidateTag` refreshes them with the pages, and at least hourly like the pages. The index built
 * from them stays in memory until the documents change.
 */
import 'server-only';

import { createHash } from 'node:crypto';

import { unstable_cache } from 'next/cache';

import { contentTag } from '@/lib/api/cache-tags';
import { PAGE_REVALIDATE_SECONDS } from '@/lib/config';
import type { Locale } from '@/lib/locales';

import { createSearchIndex, type SearchIndex } from '../model/engine';
import type { SearchDocument } from '../model/types';
import { apiDocuments, siteDocuments } from './documents';

/** The content types the search reads from the API; a webhook call for any of them refreshes it. */
export const SEARCH_CACHE_TAGS = [contentTag('doctors'), contentTag('news'), contentTag('pages')];

interface VersionedDocuments {
  version: string;
  documents: SearchDocument[];
}

const loadDocuments = unstable_cache(
  async (locale: Locale): Promise<VersionedDocuments> => {
    const documents = [...(await siteDocuments(locale)), ...(await apiDocuments(locale))];
    const version = createHash('sha256').update(JSON.stringify(documents)).digest('base64url');
    return { version, documents };
  },
  ['search-documents'],
  { tags: SEARCH_CACHE_TAGS, revalidate: PAGE_REVALIDATE_SECONDS },
);

const built = new Map<Locale, { version: string; index: SearchIndex }>();

export async function searchIndex(locale: Locale): Promise<SearchIndex> {
  const { version, documents } = await loadDocuments(locale);
  const current = built.get(locale);
  if (current?.version === version) return current.index;
  const index = createSearchIndex(documents);
  built.set(locale, { version, index });
  return index;
}
