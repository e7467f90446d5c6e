/**
 * Cache tags of the clinic API's public content. Every server-side fetch carries the tags of what it
 * reads (its declaration's tags, `tagsOfRequest` in define-call.ts, so no call site can forget them);
 * `POST /api/revalidate` expires a tag, and with it every page that showed that content, in all three
 * languages (tags carry no locale).
 */

export const CONTENT_TYPES = ['news', 'doctors', 'gallery', 'certificates', 'testimonials', 'pages'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** `news` for every news item and list, `news:<slug>` for one item. */
export function contentTag(type: ContentType, slug?: string): string {
  return slug ? `${type}:${slug}` : type;
}
