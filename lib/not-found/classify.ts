/**
 * Which page a path asks for, and whether it can exist: pure functions behind the middleware's not-found
 * rewrite (tested without a server), all read from the route table (lib/routes.ts).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/locales';
import { hasWellFormedParams, matchRoute, NOT_FOUND_ROUTE, parseNewsPage, type RouteMatch } from '@/lib/routes';

import type { SlugIndex } from './slug-index';

export { NOT_FOUND_ROUTE };

/** A page of the route table with the values of its parameters, or a path no page has. */
export type ContentPath = RouteMatch | { route: null };

/** Splits `/ru/news/x` into the locale and the path without its prefix (Armenian has none). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if ((LOCALES as readonly string[]).includes(first)) return { locale: first as Locale, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * True when the first segment is a language prefix in the wrong case (`/RU/contacts`): next-intl redirects it
 * to the right one, so the 404 decision leaves it alone.
 */
export function hasMiscasedLocale(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return first !== first.toLowerCase() && (LOCALES as readonly string[]).includes(first.toLowerCase());
}

/** The page a path (without its locale prefix) asks for; null for a page with nothing to check (`/contacts`). */
export function classifyPath(path: string): ContentPath | null {
  const match = matchRoute(path);
  if (!match) return { route: null };
  const { route } = match;
  return route.internal || route.lookup || route.perRequest || Object.keys(match.params).length > 0 ? match : null;
}

/** True for a page the route table renders per request (the search, the profile), in any language. */
export function isPerRequestPage(pathname: string): boolean {
  return matchRoute(splitLocale(pathname).path)?.route.perRequest === true;
}

/** True when the shape alone proves there is no such page: no index and no API call needed. */
export function isMalformed(target: ContentPath): boolean {
  if (!target.route || target.route.internal) return true;
  return !hasWellFormedParams(target as RouteMatch);
}

/** True when the index proves there is no such page. A profile is never in it (the guard decides). */
export function isUnknown(target: ContentPath, index: SlugIndex): boolean {
  if (!target.route?.lookup) return false;
  const value = Object.values((target as RouteMatch).params)[0];
  if (target.route.lookup === 'newsPages') {
    const page = parseNewsPage(value);
    return page === null || (page > 1 && page > index.newsPages);
  }
  return !index[target.route.lookup].includes(value);
}
