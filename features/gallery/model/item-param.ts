/** The query parameter that names the open gallery item, as in `galleryItemRoute` (lib/routes.ts). */
export const GALLERY_ITEM_PARAM = 'item';

/** The current address with the item parameter set (or removed when `id` is null); path and other parameters stay. */
export function galleryItemHref(current: string, id: string | null): string {
  const url = new URL(current);
  if (id === null) url.searchParams.delete(GALLERY_ITEM_PARAM);
  else url.searchParams.set(GALLERY_ITEM_PARAM, id);
  return `${url.pathname}${url.search}${url.hash}`;
}
