/** The gallery's read in the browser: an item newer than the gallery page the visitor has (`?item=<id>`). */
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@/lib/api/call';
import { apiFor, publicContent, queryKeys } from '@/lib/api/query-client';
import type { Locale } from '@/lib/locales';

import { getGalleryItem } from './calls';

export function galleryItemQuery(locale: Locale, id: string, api?: ApiClient) {
  return queryOptions({
    queryKey: [...queryKeys.locale(locale), 'gallery', id] as const,
    queryFn: () => getGalleryItem(apiFor(locale, api), id),
    ...publicContent,
  });
}
