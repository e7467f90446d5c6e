import type { Certificate, GalleryItem } from '@/features/gallery/api/calls';

/** Horizontal travel of a finger that counts as a swipe in the viewer. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * What the image viewer shows of a photo or a certificate. Pages hand their viewer these, not the API's items:
 * the list stands in the page's flight data, and the thumbnails and ids the viewer never shows would too.
 */
export interface ViewerItem {
  id: number | string;
  title: string;
  description?: string;
  /** A short line under the title, e.g. the category or "issuer, year". */
  meta?: string;
  image: { url: string; width: number; height: number; alt: string };
}

export function galleryViewerItem(item: GalleryItem): ViewerItem {
  return {
    id: item.id,
    title: item.title,
    ...(item.description && { description: item.description }),
    meta: item.category.title,
    image: item.image,
  };
}

export function certificateViewerItem(certificate: Certificate): ViewerItem {
  return { id: certificate.id, title: certificate.title, meta: `${certificate.issuer}, ${certificate.year}`, image: certificate.image };
}

/** The index `delta` steps away in a list of `total` items, wrapping around at both ends. */
export function wrapIndex(index: number, delta: number, total: number): number {
  return (((index + delta) % total) + total) % total;
}

/**
 * The step a swipe asks for: a mostly horizontal move of at least `threshold` pixels; right-to-left
 * is the next item (+1), left-to-right the previous one (-1), anything else 0.
 */
export function swipeStep(dx: number, dy: number, threshold: number): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
