/**
 * The profile's path in every language, built once from the locale list and the route table: the
 * profile guard, the middleware's strict policy and the static security headers all use it.
 */
import { LOCALES } from './locales';
import { PROFILE_SEGMENT } from './routes';

const LOCALE_GROUP = LOCALES.join('|');

/** `/profile/{id}` with an optional locale prefix, on the decoded path: [, locale, id]. */
export const LOCALIZED_PROFILE_PATH = new RegExp(`^(?:/(${LOCALE_GROUP}))?/${PROFILE_SEGMENT}/([^/]+)/?$`);

/** The profile or anything under it, in any language (decoded path). */
export const LOCALIZED_PROFILE_AREA = new RegExp(`^(?:/(?:${LOCALE_GROUP}))?/${PROFILE_SEGMENT}(?:/|$)`);

/**
 * A path-to-regexp lookahead for next.config `headers()` sources: the path (without its leading slash) is not
 * the profile or under it, in any language. The profile gets a per-request nonce policy from the proxy instead.
 */
export const NOT_PROFILE_AREA_LOOKAHEAD = `(?!(?:(?:${LOCALE_GROUP})/)?${PROFILE_SEGMENT}(?:/|$))`;

/**
 * The path as the router sees it (percent-decoded), or null when its percent-encoding is malformed
 * (`/%ff`), which no route can match.
 */
export function decodedPathname(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
