/**
 * The server's environment, typed: every `server` and `client` variable of lib/env/variables.mjs.
 * next.config.ts checks it when a build, `next start` or the development server begins and stops with one line
 * (`Configuration error: SITE_URL must be an absolute http(s) URL …`) on a bad value. The parse is kept until the
 * variables change (tests change them between cases; a running server never does).
 *
 * Functions that tests call with an environment of their own take it as `source`; without one, process.env.
 */
import { checkedEnv, EnvError, envNames, parseEnv, type EnvNameOf, type EnvValue, type RawEnv } from './variables.mjs';

export type { RawEnv };

const SERVER_NAMES = envNames('server', 'client');
export type ServerEnv = { [K in EnvNameOf<'server' | 'client'>]: EnvValue<K> };

let cached: { key: string; value: ServerEnv } | undefined;

export function serverEnv(source: RawEnv = process.env): ServerEnv {
  const key = JSON.stringify(SERVER_NAMES.map((name) => source[name] ?? null));
  if (cached?.key !== key) cached = { key, value: parseEnv(SERVER_NAMES, source) };
  return cached.value;
}

/** Set by Next itself, not configuration: true in `next build` / `next start`, false in the development server. */
export function isProductionBuild(source: RawEnv = process.env): boolean {
  return source.NODE_ENV === 'production';
}

/**
 * Checks the whole environment at start: on a bad value, prints one line naming the variable and exits 1.
 * Called by next.config.ts (plain `next build` / `next start` included; scripts/site.mjs checks it first).
 */
export function assertServerEnv(source: RawEnv = process.env): ServerEnv {
  return checkedEnv(SERVER_NAMES, source);
}

export { EnvError };
