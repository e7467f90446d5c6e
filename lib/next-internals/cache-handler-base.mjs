/**
 * Next's own file-system cache handler, which the site's page cache handler extends (lib/cache/page-cache-handler.mjs),
 * and the tags manifest the Redis handler edits so that a tag revalidated on one instance is stale on all of them
 * (lib/cache/redis-cache-handler.mjs). Both are private modules of Next (`next/dist/…`); this is the one place that
 * imports them. tests/next-internals/private-parts.test.ts checks their shape against the installed Next.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
// The same module instance the server uses (CommonJS), so the manifest edited here is the one Next reads.
import * as tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/**
 * The value of a cache entry, as far as the site's handlers read it: an app page (`APP_PAGE`) has its HTML (a
 * string or a Buffer) and the headers it is served with; other kinds (fetch data, routes, images) pass untouched.
 * @typedef {object} CacheValue
 * @property {string} kind
 * @property {string | Buffer | null} [html]
 * @property {Record<string, string | string[] | number | undefined>} [headers]
 */

/**
 * @typedef {object} CacheEntry
 * @property {number} lastModified
 * @property {CacheValue | null} value
 * @property {unknown} [cacheControl]
 */

/**
 * @typedef {object} CacheHandlerOptions
 * @property {string} [serverDistDir] the build's `server` folder
 */

/**
 * @typedef {{
 *   get(key: string, ctx?: unknown): Promise<CacheEntry | null>,
 *   set(key: string, data: CacheValue | null, ctx?: any): Promise<unknown>,
 *   revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>,
 * }} CacheHandler
 */

/**
 * Node hands over the CommonJS exports (the class is `.default`); the build's bundler, which includes the handler
 * in the middleware's bundle, hands over the class itself.
 * @type {new (options: CacheHandlerOptions) => CacheHandler}
 */
export const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;

/**
 * Each tag's last revalidation (`stale`, `expired`: milliseconds), as Next's cache compares entries with it.
 * @type {Map<string, { stale?: number, expired?: number }>}
 */
export const tagsManifest = tagsManifestModule.tagsManifest ?? /** @type {any} */ (tagsManifestModule).default?.tagsManifest;
