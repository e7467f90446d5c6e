/**
 * The browser's part of the environment: only `NEXT_PUBLIC_*` variables, which Next inlines at build time. Each
 * is read below by its literal name (that is what Next replaces), through the same rules the server checks them
 * with at start (lib/env/variables.ts, with zod); here without zod, so no page carries it for this. The values
 * are read once per process (per page load in the browser). Defaults and meanings: lib/env/variables.ts.
 */
import { DEFAULT_BUILD_ID, DEMO_API_DEFAULT_URL } from './defaults.mjs';
import { httpUrl, textOr, type Rule } from './rules';

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

export const CLIENT_RULES = {
  NEXT_PUBLIC_API_URL: httpUrl,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: textOr(''),
  NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: textOr(''),
  NEXT_PUBLIC_IP_COUNTRY_URL: ipCountryLookupUrl,
  NEXT_PUBLIC_BUILD_ID: textOr(DEFAULT_BUILD_ID),
} satisfies Record<`NEXT_PUBLIC_${string}`, Rule<unknown>>;

export type ClientEnvName = keyof typeof CLIENT_RULES;
export type ClientEnv = { [K in ClientEnvName]: ReturnType<(typeof CLIENT_RULES)[K]> };

let cached: { key: string; value: ClientEnv } | undefined;

export function clientEnv(): ClientEnv {
  const raw: Record<ClientEnvName, string | undefined> = {
    NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY,
    NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: process.env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID,
    NEXT_PUBLIC_IP_COUNTRY_URL: process.env.NEXT_PUBLIC_IP_COUNTRY_URL,
    NEXT_PUBLIC_BUILD_ID: process.env.NEXT_PUBLIC_BUILD_ID,
  };
  // Tests change variables between cases; in a build the values are constants, so this parses once.
  const key = JSON.stringify(raw);
  if (cached?.key !== key) {
    const value = Object.fromEntries(Object.entries(CLIENT_RULES).map(([name, rule]) => [name, (rule as Rule<unknown>)(raw[name as ClientEnvName], name)]));
    cached = { key, value: value as ClientEnv };
  }
  return cached.value;
}

/** The clinic API's base URL as the browser calls it (without `/api/v1`). */
export function browserApiOrigin(): string {
  return clientEnv().NEXT_PUBLIC_API_URL || DEMO_API_DEFAULT_URL;
}
