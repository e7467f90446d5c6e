/**
 * The profile's path in every language, built once from the locale list and the route table: the
 * profile guard, the middleware's strict policy and the static security headers all use it.
 */
import { LOCALES } from '../config';
import { PROFILE_SEGMENT } from '../routes';

const LOCALE_GROUP = LOCALES.join('|');

/** `/profile/{id}` with an optional locale prefix, on the decoded path: [, locale, id]. */
export const LOCALIZED_PROFILE_PATH = new RegExp(`^(?:/(${LOCALE_GROUP}))?/${PROFILE_SEGMENT}/([^/]+)/?$`);

/** The profile or anything under it, in any language (decoded path). */
export const LOCALIZED_PROFILE_AREA = new RegExp(`^(?:/(?:${LOCALE_GROUP}))?/${PROFILE_SEGMENT}(?:/|$)`);

/** Not one of the build's hashed files (`/_next/static/…`): a document or anything else a route answers. */
const NOT_BUILD_FILE = '(?!_next/static/)';

/** A `headers()` source in next.config for every path except the build's hashed files. */
export const DOCUMENT_SOURCE_PATTERN = `/:path(${NOT_BUILD_FILE}.*)`;

/**
 * A `headers()` source in next.config for every document path that is NOT the profile: those get the static
 * policy, while the profile gets a per-request nonce policy from the proxy.
 */
export const NON_PROFILE_DOCUMENT_SOURCE_PATTERN = `/:path(${NOT_BUILD_FILE}(?!(?:(?:${LOCALE_GROUP})/)?${PROFILE_SEGMENT}(?:/|$)).*)`;

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
