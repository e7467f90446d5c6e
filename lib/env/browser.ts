/**
 * The `NEXT_PUBLIC_*` values a page's own code reads, each by its literal name (what Next inlines at build time),
 * without the rules of lib/env/client.ts: the server checks every one of them at start (lib/env/variables.mjs)
 * and stops on a bad value, so a page never sees one. Importing clientEnv() instead would put every variable's
 * rule into the JavaScript of the pages that read one value. The build id is read the same way in
 * lib/app/build-id.ts, apart from these: every page loads that module, and the bundler would bring these with it.
 */
import { ipCountryLookupUrl } from './client-rules.mjs';
import { DEMO_API_DEFAULT_URL } from './defaults.mjs';

export { IP_COUNTRY_LOOKUP_DEFAULT_URL, ipCountryLookupUrl } from './client-rules.mjs';

/** Where the phone field asks for the visitor's country ('' = it does not ask). */
export const browserIpCountryUrl = (): string => ipCountryLookupUrl(process.env.NEXT_PUBLIC_IP_COUNTRY_URL);

/** The clinic API's base URL as the browser calls it (without `/api/v1`). */
export const browserApiOrigin = (): string => process.env.NEXT_PUBLIC_API_URL?.trim() || DEMO_API_DEFAULT_URL;

/** The Google Maps style id of the contacts map ('' = Google's default style). */
export const browserMapId = (): string => process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID || '';
