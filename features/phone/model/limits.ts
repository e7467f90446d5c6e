/** The phone field's limits and preferences (SPEC.md section 9). */
import type { Locale } from '@/lib/locales';

export const PHONE_NATIONAL_MIN_DIGITS = 2;
export const PHONE_NATIONAL_MAX_DIGITS = 17;
export const PHONE_PARSE_INPUT_LIMIT = 250;
export const PHONE_INPUT_MAX_LENGTH = 25;
export const PHONE_TYPEAHEAD_RESET_MS = 700;
export const PHONE_DROPDOWN_MIN_SPACE_BELOW_PX = 200;
export const PHONE_PREFERRED_COUNTRIES = ['AM', 'RU'] as const;
/*
 * The visitor's country comes from the site itself, never from a third party: `/api/country` reads the
 * country header a CDN or the proxy sets (COUNTRY_HEADER, default CF-IPCountry) and answers in the spec's
 * lookup format (`1;AM`, or `0;;` when the header is missing). Public pages are static, so the browser asks
 * this route (NEXT_PUBLIC_IP_COUNTRY_URL, lib/env/client.ts).
 */
export const IP_COUNTRY_LOOKUP_TIMEOUT_MS = 3000;
/** Without a country from the header, the phone field starts with the country of the page's language. */
export const LOCALE_COUNTRIES = { hy: 'AM', ru: 'RU', en: 'US' } as const satisfies Record<Locale, string>;
/**
 * The countries the field shows without a lookup (the preferred ones and each language's own), named in the
 * messages: naming any other asks the browser's Intl, whose first use costs a phone tens of milliseconds.
 */
export const COUNTRIES_NAMED_IN_MESSAGES = [...new Set([...PHONE_PREFERRED_COUNTRIES, ...Object.values(LOCALE_COUNTRIES)])] as Array<
  (typeof PHONE_PREFERRED_COUNTRIES)[number] | (typeof LOCALE_COUNTRIES)[Locale]
>;
