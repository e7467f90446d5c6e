/**
 * The `NEXT_PUBLIC_*` variables and their rules, which the server checks at start (lib/env/variables.mjs)
 * and `clientEnv()` applies where a module needs all of them. Each is read below by its literal name (that is
 * what Next replaces). A page's own code reads single values through lib/env/browser.ts, without the rules.
 * Defaults and meanings: lib/env/variables.mjs.
 */
import { CLIENT_RULES } from './client-rules.mjs';
import type { Rule } from './rules.mjs';

export { CLIENT_RULES };

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
    const value = Object.fromEntries(
      Object.entries(CLIENT_RULES).map(([name, rule]) => [name, (rule as Rule<unknown>)(raw[name as ClientEnvName], name)]),
    );
    cached = { key, value: value as ClientEnv };
  }
  return cached.value;
}
