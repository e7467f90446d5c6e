import { serverEnv } from '@/lib/env/server';

/** Codes CDNs send when they do not know the country (Cloudflare: XX unknown, T1 Tor). */
const UNKNOWN = new Set(['XX', 'T1', 'ZZ']);

/** The visitor's ISO2 country from the header a CDN or the proxy sets, or undefined. */
export function countryFromHeaders(headers: Headers, headerName = serverEnv().COUNTRY_HEADER): string | undefined {
  const value = headers.get(headerName)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) && !UNKNOWN.has(value) ? value : undefined;
}

/** The spec's lookup reply: "1;AM" with a country, "0;;" without. */
export function countryReply(country: string | undefined): string {
  return country ? `1;${country}` : '0;;';
}
