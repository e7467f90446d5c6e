/**
 * Next's own file-system cache (next.config.ts loads it when there is no REDIS_URL), with one addition:
 * every page it stores is prepared once (stored-page.mjs): it carries its critical CSS, its stylesheets and
 * scripts are requested after the first paint, and it has its hash-based Content-Security-Policy, all computed
 * when the page is rendered and stored, never per request. Entries written before (the build's prerendered pages)
 * are prepared the first time they are read, once per page and version.
 */
import { recordPageCache } from '../metrics/metrics.mjs';
import { FileSystemCache } from '../next-internals/cache-handler-base.mjs';
import { buildStylesheetReader } from './critical-css.mjs';
import { attachPagePolicy } from './page-policy.mjs';
import { storedPage } from './stored-page.mjs';
import { notePageTags, noteRevalidated } from './tagged-pages.mjs';

/** @typedef {import('../next-internals/cache-handler-base.mjs').CacheEntry} CacheEntry */
/** @typedef {import('../next-internals/cache-handler-base.mjs').CacheValue} CacheValue */

/**
 * Each page's prepared value, by cache key and the version it was made for (`lastModified`). It lives beside the
 * class, not in an instance: Next makes a handler per request. Next's cache hands out a new entry object on every
 * read of a prerendered page, so without it every request prepared its page again (a third of the throughput of a
 * cached `/en`). The keys are bounded: only known pages are ever stored (docs/scaling.md, "Bounded by design").
 */
/** @type {Map<string, { lastModified: number, value: Promise<CacheValue | null> }>} */
const preparedPages = new Map();

export class PageCacheHandler extends FileSystemCache {
  /** @param {import('../next-internals/cache-handler-base.mjs').CacheHandlerOptions} options */
  constructor(options) {
    super(options);
    /** The build's stylesheets, read for each page's critical CSS. */
    this.readStylesheet = buildStylesheetReader(options?.serverDistDir);
  }

  /**
   * @param {string} key
   * @param {unknown} [ctx]
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    recordPageCache('local', entry?.value ? 'hit' : 'miss');
    return this.prepared(entry, key);
  }

  /** Stores the page prepared, and hands the prepared value back (the Redis handler shares it as it is). */
  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {any} [ctx]
   */
  async set(key, data, ctx) {
    // A page rendered on a cache miss is sent from this very object after it is stored: its policy goes on it too.
    attachPagePolicy(data, key);
    notePageTags(key, data);
    const stored = await this.storedPage(data, key);
    await super.set(key, stored, ctx);
    return stored;
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    noteRevalidated(tags);
  }

  /**
   * @param {CacheValue | null} data
   * @param {string} key
   */
  storedPage(data, key) {
    return storedPage(data, this.readStylesheet, key);
  }

  /**
   * @param {CacheEntry | null} entry
   * @param {string} key
   * @returns {Promise<CacheEntry | null>}
   */
  async prepared(entry, key) {
    if (!entry?.value) return entry;
    notePageTags(key, entry.value);
    let known = preparedPages.get(key);
    if (!known || known.lastModified !== entry.lastModified) {
      // Kept even when preparing changed nothing (a page stored after it was prepared): finding that out reads the
      // whole page, which per request cost a third of the throughput. The promise is kept, so requests that
      // arrive while a page is being prepared wait for that one preparation.
      known = { lastModified: entry.lastModified, value: this.storedPage(entry.value, key) };
      preparedPages.set(key, known);
    }
    const value = await known.value;
    return value === entry.value ? entry : { ...entry, value };
  }
}

export default PageCacheHandler;
