/**
 * The `NEXT_PUBLIC_*` values a page's own code reads, each by its literal name (what Next inlines at build time),
 * without the rules of lib/env/client.ts: the server checks every one of them at start (lib/env/variables.ts)
 * and stops on a bad value, so a page never sees one. Importing clientEnv() instead would put every variable's
 * rule into the JavaScript of the pages that read one value. The build id is read the same way in
 * lib/app/build-id.ts, apart from these: every page loads that module, and the bundler would bring these with it.
 */
import { DEMO_API_DEFAULT_URL } from './defaults.mjs';

/** The lookup path the phone field asks on public pages: the site's own `/api/country`. */
export const IP_COUNTRY_LOOKUP_DEFAULT_URL = '/api/country';

/**
 * NEXT_PUBLIC_IP_COUNTRY_URL may move the lookup to another path of this site or switch it off (empty);
 * anything that is not a path of this site is ignored, so no visitor's request goes to a third party.
 */
export function ipCountryLookupUrl(configured: string | undefined): string {
  if (configured === '') return '';
  return configured && /^\/(?!\/)/.test(configured) ? configured : IP_COUNTRY_LOOKUP_DEFAULT_URL;
}

/** Where the phone field asks for the visitor's country ('' = it does not ask). */
export const browserIpCountryUrl = (): string => ipCountryLookupUrl(process.env.NEXT_PUBLIC_IP_COUNTRY_URL);

/** The clinic API's base URL as the browser calls it (without `/api/v1`). */
export const browserApiOrigin = (): string => process.env.NEXT_PUBLIC_API_URL?.trim() || DEMO_API_DEFAULT_URL;

/** The Google Maps style id of the contacts map ('' = Google's default style). */
export const browserMapId = (): string => process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID || '';
