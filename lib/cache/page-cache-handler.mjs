/**
 * Next's own file-system cache (next.config.ts loads it when there is no REDIS_URL), with one addition:
 * every page it stores carries its hash-based Content-Security-Policy (page-policy.mjs), computed once
 * when the page is rendered and stored, never per request. Entries written before (the build's
 * prerendered pages) get theirs the first time they are read, once per entry.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { withPagePolicy } from './page-policy.mjs';

// Node hands over the CommonJS exports (the class is `.default`); the build's bundler, which includes the
// handler in the middleware's bundle, hands over the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export class PageCacheHandler extends FileSystemCache {
  /** Entries already given their policy, by the entry object the cache hands out. */
  #withPolicy = new WeakMap();

  async get(key, ctx) {
    return this.withPolicy(await super.get(key, ctx));
  }

  async set(key, data, ctx) {
    return super.set(key, withPagePolicy(data), ctx);
  }

  withPolicy(entry) {
    if (!entry?.value) return entry;
    const known = this.#withPolicy.get(entry);
    if (known) return known;
    const value = withPagePolicy(entry.value);
    const upgraded = value === entry.value ? entry : { ...entry, value };
    this.#withPolicy.set(entry, upgraded);
    return upgraded;
  }
}

export default PageCacheHandler;
