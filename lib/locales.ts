/**
 * The site's languages, in a module of their own so that the fatal-error page, which every page ships, carries
 * them and nothing more.
 */
export const LOCALES = ['hy', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'hy';

/** BCP 47 language tags of the spec's Locale entity; used for <html lang>, hreflang and Intl. */
export const LANGUAGE_TAGS: Record<Locale, string> = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-US' };

/** The chosen interface language is remembered for 365 days. */
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
