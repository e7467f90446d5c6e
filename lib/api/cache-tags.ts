/**
 * Cache tags of the clinic API's public content. Every server-side fetch carries the tags of what it
 * reads (its declaration's tags, found by its path, so no call site can forget them); `POST /api/revalidate` expires a tag,
 * and with it every page that showed that content, in all three languages (tags carry no locale).
 */
import { routeOfPath } from './contract/registry';

export const CONTENT_TYPES = ['news', 'doctors', 'gallery', 'certificates', 'testimonials', 'pages'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** `news` for every news item and list, `news:<slug>` for one item. */
export function contentTag(type: ContentType, slug?: string): string {
  return slug ? `${type}:${slug}` : type;
}

/**
 * Tags of one call by its path under /api/v1: `['news']` for a list, `['news', 'news:<slug>']` for
 * one item; none for anything that is not public content (forms, sign-in, the client's data). The
 * tags are those the call's declaration names (lib/api/contract/).
 */
export function tagsForApiPath(path: string): string[] {
  const found = routeOfPath(path);
  return found?.route.tags?.(found.params) ?? [];
}
