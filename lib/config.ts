/**
 * The few constants every part of the site shares. A feature's own constants live in its folder; the environment
 * is lib/env; facts about the clinic are lib/clinic.ts; the languages are lib/locales.ts.
 */

/** Public pages are regenerated at most once an hour (ISR) and may be served stale while that happens. */
export const PAGE_REVALIDATE_SECONDS = 3600;

/** The clinic API's version prefix: every call's path is under it. */
export const API_BASE_PATH = '/api/v1';
