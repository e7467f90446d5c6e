import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME, type Locale } from '@/lib/config';

/** The path of a page in a locale: Armenian has no prefix, the others /ru and /en. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path;
  if (locale === DEFAULT_LOCALE) return clean || '/';
  return `/${locale}${clean}`;
}

/** The inverse: a browser path without its locale prefix ("/ru/news" → "/news"). */
export function unlocalizedPath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if ((LOCALES as readonly string[]).includes(first)) return `/${rest.join('/')}`;
  return pathname || '/';
}

/** Remembers a language choice the way the middleware reads it (365 days), before navigating there. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
