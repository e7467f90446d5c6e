/**
 * The rules of the `NEXT_PUBLIC_*` variables, which the server checks at start (lib/env/variables.mjs) and
 * `clientEnv()` (lib/env/client.ts) applies where a module needs all of them. A module of its own, so that the
 * browser's code gets these few rules and not the whole table of variables.
 */
import { DEFAULT_BUILD_ID } from './defaults.mjs';
import { httpUrl, textOr } from './rules.mjs';

/** The lookup path the phone field asks on public pages: the site's own `/api/country`. */
export const IP_COUNTRY_LOOKUP_DEFAULT_URL = '/api/country';

/**
 * NEXT_PUBLIC_IP_COUNTRY_URL may move the lookup to another path of this site or switch it off (empty);
 * anything that is not a path of this site is ignored, so no visitor's request goes to a third party.
 * @param {string | undefined} configured
 * @returns {string}
 */
export function ipCountryLookupUrl(configured) {
  if (configured === '') return '';
  return configured && /^\/(?!\/)/.test(configured) ? configured : IP_COUNTRY_LOOKUP_DEFAULT_URL;
}

export const CLIENT_RULES = {
  NEXT_PUBLIC_API_URL: httpUrl,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: textOr(''),
  NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: textOr(''),
  /** @type {import('./rules.mjs').Rule<string>} */
  NEXT_PUBLIC_IP_COUNTRY_URL: (raw) => ipCountryLookupUrl(raw),
  NEXT_PUBLIC_BUILD_ID: textOr(DEFAULT_BUILD_ID),
};
