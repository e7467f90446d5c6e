/** The query parameter that names the open gallery item, as in `galleryItemRoute` (lib/routes.ts). */
export const GALLERY_ITEM_PARAM = 'item';

/** The current address with the item parameter set (or removed when `id` is null); path and other parameters stay. */
export function galleryItemHref(current: string, id: string | null): string {
  const url = new URL(current);
  if (id === null) url.searchParams.delete(GALLERY_ITEM_PARAM);
  else url.searchParams.set(GALLERY_ITEM_PARAM, id);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Opens (or, with null, closes) an item in place: the address changes without a new history entry, and Next's
 * router follows it (its `useSearchParams` readers render the viewer).
 */
export function showGalleryItem(id: string | null): void {
  window.history.replaceState(null, '', galleryItemHref(window.location.href, id));
}
