/**
 * The page a cache key names. Next 16.4 stores a page under `/route-cache/<kind>/<sha256 of its source route>/$<path>`
 * (next/dist/server/lib/route-cache-key.js), not under its path; tests/next-internals/cache-key.test.ts makes keys
 * with Next's own function, so a change of the format fails there.
 */
const ROUTE_CACHE_KEY = /^\/route-cache\/[^/]+\/[0-9a-f]+\/\$(\/.*)$/;

/** The page's path (`/en/contacts`) of a cache key; a key that is a path already is returned as it is. */
/** @param {string} key */
export function pathOfCacheKey(key) {
  const path = ROUTE_CACHE_KEY.exec(key)?.[1] ?? key;
  return path === '/index' ? '/' : path;
}
