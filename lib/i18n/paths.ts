import Cookies from 'js-cookie';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME, type Locale } from '@/lib/config';

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

/** Remembers a language choice the way the middleware reads it (365 days), before navigating there. */
export function rememberLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE_NAME, locale, { path: '/', expires: LOCALE_COOKIE_MAX_AGE_SECONDS / 86_400, sameSite: 'lax' });
}
