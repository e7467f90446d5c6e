import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME, type Locale } from '@/lib/locales';

/**
 * js-cookie writes the locale cookie, imported when a language link is pointed at or focused (the header's
 * session hint, features/auth/client/session-hint.ts, reads and clears its cookie with the same library).
 */
const loadCookies = () => import('js-cookie').then((module) => module.default);

export function preloadLocaleCookie(): void {
  void loadCookies();
}

/** Remembers a language choice the way the middleware reads it (365 days), before navigating there. */
export async function rememberLocale(locale: Locale): Promise<void> {
  const Cookies = await loadCookies();
  // Over https every cookie of the site is Secure; plain http (a local run) could not store it.
  const secure = window.location.protocol === 'https:';
  Cookies.set(LOCALE_COOKIE_NAME, locale, { path: '/', expires: LOCALE_COOKIE_MAX_AGE_SECONDS / 86_400, sameSite: 'lax', secure });
}
