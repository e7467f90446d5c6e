import { defineRouting } from 'next-intl/routing';

import { DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME, LOCALES } from '@/lib/locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE_NAME, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' },
  // hreflang is in each page's HTML, built from SITE_URL; the middleware's Link header was built from the
  // request's Host, and a forged one could reach a cached page.
  alternateLinks: false,
});
