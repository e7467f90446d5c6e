/**
 * The site's languages, in a module of their own so that the fatal-error page, which every page ships, carries
 * them without the rest of lib/config.ts (which re-exports them: import them from there).
 */
export const LOCALES = ['hy', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'hy';

/** BCP 47 language tags of the spec's Locale entity; used for <html lang>, hreflang and Intl. */
export const LANGUAGE_TAGS: Record<Locale, string> = { hy: 'hy-AM', ru: 'ru-RU', en: 'en-US' };
