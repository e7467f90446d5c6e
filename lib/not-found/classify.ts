/**
 * Which content route a path asks for, and whether it can exist: pure functions behind the
 * middleware's not-found rewrite (tested without a server).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/locales';
import { isServiceSlug, PROFILE_ID_PATTERN, SLUG_PATTERN, STATIC_ROUTES } from '@/lib/routes';
import { parseNewsPage } from '@/lib/routes';
import type { SlugIndex } from './slug-index';

/** Slugs longer than this are never looked up. */
export const SLUG_MAX_LENGTH = 100;

/** The prerendered localized not-found route the middleware rewrites to (never a 200 of its own). */
export const NOT_FOUND_ROUTE = '/page-not-found';

export type ContentPath =
  | { kind: 'news' | 'doctor' | 'page'; slug: string }
  | { kind: 'news-page'; segment: string }
  | { kind: 'profile'; id: string }
  | { kind: 'not-found-route' }
  | { kind: 'no-route' };

/** Pages at a fixed path, with no content of their own to look up (the search page reads its query). */
const FIXED_PAGES = new Set([...STATIC_ROUTES.map((route) => route.path), '/search']);

const CONTENT_ROUTES: Array<[RegExp, (match: RegExpExecArray) => ContentPath]> = [
  [/^\/news\/page\/([^/]+)\/?$/, (m) => ({ kind: 'news-page', segment: m[1] })],
  [/^\/news\/([^/]+)\/?$/, (m) => ({ kind: 'news', slug: m[1] })],
  // The doctors filter's prerendered variants are reached through /doctors?service=…&lang=… only.
  [/^\/doctors\/filter(?:\/.*)?$/, () => ({ kind: 'not-found-route' })],
  [/^\/doctors\/([^/]+)\/?$/, (m) => ({ kind: 'doctor', slug: m[1] })],
  [/^\/static-content\/([^/]+)\/?$/, (m) => ({ kind: 'page', slug: m[1] })],
  [/^\/profile\/([^/]+)\/?$/, (m) => ({ kind: 'profile', id: m[1] })],
  [new RegExp(`^${NOT_FOUND_ROUTE}/?$`), () => ({ kind: 'not-found-route' })],
];

/** Splits `/ru/news/x` into the locale and the path without its prefix (Armenian has none). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if ((LOCALES as readonly string[]).includes(first)) return { locale: first as Locale, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

export function classifyPath(path: string): ContentPath | null {
  for (const [pattern, build] of CONTENT_ROUTES) {
    const match = pattern.exec(path);
    if (match) return build(match);
  }
  const page = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (FIXED_PAGES.has(page)) return null;
  const service = /^\/services\/([^/]+)$/.exec(page);
  if (service && isServiceSlug(service[1])) return null;
  // No route of the site has this path: the prerendered 404 page (with its policy and no new cache entry),
  // never a render of its own.
  return { kind: 'no-route' };
}

const isWellFormedSlug = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);

/** True when the shape alone proves there is no such page: no index and no API call needed. */
export function isMalformed(target: ContentPath): boolean {
  switch (target.kind) {
    case 'news':
    case 'doctor':
    case 'page':
      return !isWellFormedSlug(target.slug);
    case 'news-page':
      return parseNewsPage(target.segment) === null;
    case 'profile':
      return !PROFILE_ID_PATTERN.test(target.id);
    case 'not-found-route':
    case 'no-route':
      return true;
  }
}

/** True when the index proves there is no such page. A profile is never in it (the guard decides). */
export function isUnknown(target: ContentPath, index: SlugIndex): boolean {
  switch (target.kind) {
    case 'news':
      return !index.news.includes(target.slug);
    case 'doctor':
      return !index.doctors.includes(target.slug);
    case 'page':
      return !index.pages.includes(target.slug);
    case 'news-page': {
      const page = parseNewsPage(target.segment);
      return page === null || (page > 1 && page > index.newsPages);
    }
    default:
      return false;
  }
}
