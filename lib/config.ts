/**
 * The site's constants and budgets, named, in one place; values come from SPEC.md section 9 unless a comment
 * says otherwise. Nothing here depends on the environment (that is lib/env: variables.ts lists every variable,
 * server.ts and client.ts read them) and nothing here is a fact about the clinic (that is lib/clinic.ts).
 */

import type { Locale } from './locales';

export { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from './locales';

const DAY_SECONDS = 24 * 60 * 60;

/** The chosen interface language is remembered for 365 days. */
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * DAY_SECONDS;

/** Public pages are regenerated at most once an hour (ISR) and may be served stale while that happens. */
export const PAGE_REVALIDATE_SECONDS = 3600;
export const CDN_STALE_WHILE_REVALIDATE_SECONDS = DAY_SECONDS;

/** A chunk load error reloads the page at most once per 10 seconds for the same path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** How often the browser asks whether a newer build has been deployed. */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** API */
export const API_BASE_PATH = '/api/v1';
export const API_TIMEOUT_MS = 15_000;
/** Server-side calls (page renders) give up sooner: API_TIMEOUT_MS in the environment (lib/env), 5 s by default. */
/** Public content the browser asked for (a gallery item, a page of reviews) is fresh for an hour (React Query). */
export const PUBLIC_QUERY_STALE_MS = 60 * 60 * 1000;

/** Session */
/** The refresh cookie (HttpOnly, read only by the site's server; names and flags in lib/auth/session-cookie-names.ts). */
export const REFRESH_COOKIE_NAME = 'refresh_token';
/**
 * The spec passes "24*3600" to a cookie library that counts in days — a unit slip (that is 236 years).
 * The cookie instead lives exactly as long as the refresh token it holds: its `exp` claim decides,
 * and this is the fallback when a token carries no `exp` (one day, i.e. 24*3600 seconds).
 */
export const REFRESH_COOKIE_FALLBACK_MAX_AGE_SECONDS = 24 * 3600;
/** Seconds before a new one-time code may be requested. */
export const OTP_COUNTDOWN_SECONDS = 90;
export const OTP_CODE_LENGTH = 6;

/** Phone input */
export const PHONE_NATIONAL_MIN_DIGITS = 2;
export const PHONE_NATIONAL_MAX_DIGITS = 17;
export const PHONE_PARSE_INPUT_LIMIT = 250;
export const PHONE_INPUT_MAX_LENGTH = 25;
export const PHONE_TYPEAHEAD_RESET_MS = 700;
export const PHONE_DROPDOWN_MIN_SPACE_BELOW_PX = 200;
export const PHONE_PREFERRED_COUNTRIES = ['AM', 'RU'] as const;
export const IP_COUNTRY_LOOKUP_TIMEOUT_MS = 3000;
/*
 * The visitor's country comes from the site itself, never from a third party: `/api/country` reads the
 * country header a CDN or the proxy sets (COUNTRY_HEADER, default CF-IPCountry) and answers in the spec's
 * lookup format (`1;AM`, or `0;;` when the header is missing). Public pages are static, so the browser asks
 * this route (NEXT_PUBLIC_IP_COUNTRY_URL, lib/env/client.ts).
 */
/** Without a country from the header, the phone field starts with the country of the page's language. */
export const LOCALE_COUNTRIES: Record<Locale, string> = { hy: 'AM', ru: 'RU', en: 'US' };

/** Page-loading bar */
export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  color: '#00aeef',
} as const;

/** Google Maps loader defaults */
export const MAPS_DEFAULTS = { version: 'v3', language: 'ru_RU' } as const;
/** The key and map id are NEXT_PUBLIC_GOOGLE_MAPS_API_KEY / _MAP_ID (lib/env/client.ts). */
export const MAP_ZOOM = 16;


/** News list page size */
export const NEWS_PAGE_SIZE = 6;
export const TESTIMONIALS_PAGE_SIZE = 6;
/** How many items the home page and the news item page show from the API. */
export const HOME_NEWS_COUNT = 3;
export const HOME_DOCTORS_COUNT = 4;
export const HOME_TESTIMONIALS_COUNT = 3;
export const RELATED_NEWS_COUNT = 3;
/** Site search: results per page, the shortest word also matched as a prefix, and how far "did you mean" looks (share of the word's length). */
export const SEARCH_MAX_RESULTS = 30;
export const SEARCH_MIN_PREFIX_LENGTH = 3;
export const SEARCH_SUGGEST_FUZZINESS = 0.34;
/** A query longer than this is cut (the search box says so with maxlength). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Characters of text shown around the first match of a result. */
export const SEARCH_SNIPPET_LENGTH = 220;
/** Horizontal travel of a finger that counts as a swipe in the gallery viewer. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Route redirects: one table. A target that starts with http(s) is absolute and is left to the
 * browser as a full page navigation; relative targets stay inside the site (locale prefix kept).
 */
export const ROUTE_REDIRECTS: ReadonlyArray<{ source: string; destination: string; permanent: boolean }> = [
  { source: '/about', destination: '/about-us', permanent: true },
  { source: '/contact', destination: '/contacts', permanent: true },
  { source: '/testimonials', destination: '/reviews', permanent: true },
  { source: '/services/ultrasound', destination: '/services/sonography', permanent: true },
  // News slugs renamed to US English: the old addresses keep working.
  { source: '/news/check-up-programmes', destination: '/news/check-up-programs', permanent: true },
  { source: '/news/expert-class-ultrasound', destination: '/news/high-end-ultrasound', permanent: true },
];

/**
 * First-load JavaScript budgets, gzipped kB per route (checked by the browser tests on a production build).
 * A minimal Next 16 + next-intl page ships about 144 kB: that is the floor. Set to what the site reaches, with
 * about 1–2 kB of room, so that a heavier shared layout or form fails the budget test.
 */
export const JS_BUDGET_KB = { page: 149, pageWithForm: 174, profile: 215 } as const;
