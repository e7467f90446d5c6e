/**
 * Cache tags of the clinic API's public content. Every server-side fetch carries the tags of what it
 * reads (derived from its path, so no call site can forget them); `POST /api/revalidate` expires a tag,
 * and with it every page that showed that content, in all three languages (tags carry no locale).
 */
import { apiPaths } from './contract';

export const CONTENT_TYPES = ['news', 'doctors', 'gallery', 'certificates', 'testimonials', 'pages'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** `news` for every news item and list, `news:<slug>` for one item. */
export function contentTag(type: ContentType, slug?: string): string {
  return slug ? `${type}:${slug}` : type;
}

/** The first path segment under /api/v1 that names each content type. */
const SEGMENT_TYPES: Record<string, ContentType> = {
  [apiPaths.news.split('/')[1]]: 'news',
  [apiPaths.doctors.split('/')[1]]: 'doctors',
  [apiPaths.gallery.split('/')[1]]: 'gallery',
  [apiPaths.certificates.split('/')[1]]: 'certificates',
  [apiPaths.testimonials.split('/')[1]]: 'testimonials',
  [apiPaths.staticPage('x').split('/')[1]]: 'pages',
};

/** Words in the second segment that name a list view, not one record. */
const NOT_A_RECORD = new Set(['related', 'create']);

/**
 * Tags of one GET by its path under /api/v1: `['news']` for a list, `['news', 'news:<slug>']` for
 * one item; none for anything that is not public content (forms, sign-in, the client's data).
 */
export function tagsForApiPath(path: string): string[] {
  const [, segment, record] = path.split('?')[0].split('/');
  const type = SEGMENT_TYPES[segment ?? ''];
  if (!type) return [];
  if (!record || NOT_A_RECORD.has(record)) return [contentTag(type)];
  return [contentTag(type), contentTag(type, decodeURIComponent(record))];
}
