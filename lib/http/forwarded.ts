/**
 * What the request says about the visitor, read only as far as configuration trusts it. `TRUST_PROXY_HOPS`
 * is the number of proxies in front of the site (nginx: 1). With 0 (the default) no forwarded header is
 * believed: a visitor who reaches `npm start` directly could write any of them.
 */

import { serverEnv, type RawEnv } from '@/lib/env/server';

/** Environment variables by name (process.env when not given, or a test's own). */
export type Env = RawEnv;

/** How many proxies stand in front of the site (a value that is not a whole number stops the start: lib/env). */
export function trustedProxyHops(env?: Env): number {
  return serverEnv(env).TRUST_PROXY_HOPS;
}

function listOf(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The entry that the outermost trusted proxy wrote. Each proxy appends what it saw, so with `hops`
 * trusted proxies the client's entry is the `hops`-th from the right; entries left of it are the client's own words.
 */
function trustedEntry(value: string | null, hops: number): string | null {
  if (hops === 0) return null;
  const entries = listOf(value);
  return entries.length === 0 ? null : entries[Math.max(0, entries.length - hops)];
}

/** The visitor's address as the trusted proxies saw it, or null when no proxy is trusted. */
export function clientAddress(headers: Headers, env?: Env): string | null {
  return trustedEntry(headers.get('x-forwarded-for'), trustedProxyHops(env));
}

/** https as the visitor sees it: the trusted proxy's `X-Forwarded-Proto`, else the URL the server was reached by. */
export function isHttpsRequest(headers: Headers, url: string | URL, env?: Env): boolean {
  const forwarded = trustedEntry(headers.get('x-forwarded-proto'), trustedProxyHops(env));
  if (forwarded) return forwarded.toLowerCase() === 'https';
  return new URL(url).protocol === 'https:';
}
