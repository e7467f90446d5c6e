import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/locales';

/** A path of the site without its locale prefix, or a path with query parameters. */
export type Href = string | { pathname: string; query?: Record<string, string> };

/** The path of a page in a locale: Armenian has no prefix, the others /ru and /en. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path;
  if (locale === DEFAULT_LOCALE) return clean || '/';
  return `/${locale}${clean}`;
}

/** `localizedPath` for an `Href`: the query, if any, is appended after the prefixed path. */
export function localizedHref(locale: Locale, href: Href): string {
  if (typeof href === 'string') {
    // "?item=3" and "#part" stay relative to the current page.
    if (href.startsWith('?') || href.startsWith('#')) return href;
    return localizedPath(locale, href);
  }
  const query = new URLSearchParams(href.query).toString();
  return `${localizedPath(locale, href.pathname)}${query ? `?${query}` : ''}`;
}

/** The inverse: a browser path without its locale prefix ("/ru/news" → "/news"). */
export function unlocalizedPath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if ((LOCALES as readonly string[]).includes(first)) return `/${rest.join('/')}`;
  return pathname || '/';
}
