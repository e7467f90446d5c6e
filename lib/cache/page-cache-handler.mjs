/**
 * Next's own file-system cache (next.config.ts loads it when there is no REDIS_URL), with one addition:
 * every page it stores is prepared once (stored-page.mjs): its scripts are requested after the first paint and it
 * carries its hash-based Content-Security-Policy, both computed when the page is rendered and stored, never per
 * request. Entries written before (the build's prerendered pages) are prepared the first time they are read,
 * once per page and version.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { storedPage } from './stored-page.mjs';

// Node hands over the CommonJS exports (the class is `.default`); the build's bundler, which includes the
// handler in the middleware's bundle, hands over the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/**
 * Each page's prepared value, by cache key and the version it was made for (`lastModified`). It lives beside the
 * class, not in an instance: Next makes a handler per request. Next's cache hands out a new entry object on every
 * read of a prerendered page, so without it every request prepared its page again (a third of the throughput of a
 * cached `/en`). The keys are bounded: only known pages are ever stored (docs/scaling.md, "Bounded by design").
 */
const preparedPages = new Map();

export class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    return this.prepared(await super.get(key, ctx), key);
  }

  async set(key, data, ctx) {
    return super.set(key, storedPage(data), ctx);
  }

  prepared(entry, key) {
    if (!entry?.value) return entry;
    const known = preparedPages.get(key);
    if (known && known.lastModified === entry.lastModified) return { ...entry, value: known.value };
    // Kept even when preparing changed nothing (a page stored after it was prepared): finding that out reads the
    // whole page, which per request cost a third of the throughput.
    const value = storedPage(entry.value);
    preparedPages.set(key, { lastModified: entry.lastModified, value });
    return value === entry.value ? entry : { ...entry, value };
  }
}

export default PageCacheHandler;
