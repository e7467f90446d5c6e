/**
 * Cache entries in Redis carry an HMAC-SHA256 over their whole text, keyed by `CACHE_SIGNING_KEY`: whoever can write
 * to Redis but does not hold the key (a neighbour on the network, a leaked Redis password) cannot make the site
 * serve a page of their own. An entry without a valid signature is treated as absent. Plain JavaScript: Next loads
 * the cache handler outside the bundle.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import { readEnv } from '../env/variables.mjs';

const VERSION = 'v1';

/** @param {import('../env/variables.mjs').RawEnv} [env] */
export function cacheSigningKey(env) {
  return readEnv('CACHE_SIGNING_KEY', env) ?? null;
}

/** @type {(text: string, key: string) => Buffer} */
const mac = (text, key) => createHmac('sha256', key).update(text, 'utf8').digest();

/** `v1.<signature>.<text>` */
/**
 * @param {string} text
 * @param {string} key
 */
export function signEntry(text, key) {
  return `${VERSION}.${mac(text, key).toString('base64url')}.${text}`;
}

/** The text of a signed entry, or null when it is unsigned, signed with another key, or changed since. */
/**
 * @param {unknown} raw
 * @param {string | null} key
 * @returns {string | null}
 */
export function verifiedEntry(raw, key) {
  if (typeof raw !== 'string' || !key || !raw.startsWith(`${VERSION}.`)) return null;
  const end = raw.indexOf('.', VERSION.length + 1);
  if (end < 0) return null;
  const presented = Buffer.from(raw.slice(VERSION.length + 1, end), 'base64url');
  const text = raw.slice(end + 1);
  const expected = mac(text, key);
  return presented.length === expected.length && timingSafeEqual(presented, expected) ? text : null;
}
