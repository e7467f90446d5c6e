/**
 * Next's own file-system cache (next.config.ts loads it when there is no REDIS_URL), with one addition:
 * every page it stores is prepared once (stored-page.mjs): it carries its critical CSS, its stylesheets and
 * scripts are requested after the first paint, and it has its hash-based Content-Security-Policy, all computed
 * when the page is rendered and stored, never per request. Entries written before (the build's prerendered pages)
 * are prepared the first time they are read, once per page and version.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

import { recordPageCache } from '../metrics/metrics.mjs';
import { buildStylesheetReader } from './critical-css.mjs';
import { attachPagePolicy } from './page-policy.mjs';
import { storedPage } from './stored-page.mjs';
import { notePageTags, noteRevalidated } from './tagged-pages.mjs';

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
  constructor(options) {
    super(options);
    /** The build's stylesheets, read for each page's critical CSS. */
    this.readStylesheet = buildStylesheetReader(options?.serverDistDir);
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    recordPageCache('local', entry?.value ? 'hit' : 'miss');
    return this.prepared(entry, key);
  }

  /** Stores the page prepared, and hands the prepared value back (the Redis handler shares it as it is). */
  async set(key, data, ctx) {
    // A page rendered on a cache miss is sent from this very object after it is stored: its policy goes on it too.
    attachPagePolicy(data, key);
    notePageTags(key, data);
    const stored = await this.storedPage(data, key);
    await super.set(key, stored, ctx);
    return stored;
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    noteRevalidated(tags);
  }

  storedPage(data, key) {
    return storedPage(data, this.readStylesheet, key);
  }

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
