/**
 * Next's ISR and fetch cache shared through Redis (next.config.ts loads it when REDIS_URL is set).
 *
 * It is Next's own file-system cache with page policies (page-cache-handler.mjs: the local copy, build
 * seeds, memory, disk) with Redis in front:
 * - get: the entry from Redis when there is one, else the local copy;
 * - set: both;
 * - revalidateTag: the tag's time goes to Redis too, and every get first copies the shared tag times
 *   into Next's tag manifest, so a revalidation through any instance marks the page stale on all of
 *   them with Next's own stale-while-revalidate rules (the last good page is served while the new one
 *   renders; a failing render keeps it).
 * Every entry is signed (entry-signature.mjs, `CACHE_SIGNING_KEY`): one that fails the check is ignored, and the
 * local copy answers, so whoever can write to Redis cannot put a page of their own in front of patients.
 * Redis failure is a slowdown, never an outage: every call goes through lib/redis/connection.mjs (a timeout of
 * at most 200 ms and a circuit breaker), so with Redis away the instance serves its local copy without waiting,
 * logs one warning, keeps the tags it revalidated meanwhile and writes them once Redis answers again.
 */
import { readEnv } from '../env/variables.mjs';
import { logger } from '../log/logger.mjs';
import { recordPageCache } from '../metrics/metrics.mjs';
import { buildIdOf } from '../next-internals/build-output.mjs';
import { tagsManifest } from '../next-internals/cache-handler-base.mjs';
import { withRedis } from '../redis/connection.mjs';
import { cacheSigningKey, signEntry, verifiedEntry } from './entry-signature.mjs';
import { PageCacheHandler } from './page-cache-handler.mjs';

/** Entries live a week in Redis at most (pages are regenerated hourly, so live ones are rewritten). */
const ENTRY_TTL_SECONDS = 7 * 24 * 3600;

/** Tag times revalidated while Redis was away: written when it answers again, so the other instances learn them. */
/** @type {Map<string, string>} */
const pendingTags = new Map();

/** JSON that keeps the Buffers and Maps a cache entry holds (rscData, segmentData). */
/** @param {unknown} value */
function serialize(value) {
  return JSON.stringify(value, function replace(/** @type {string} */ key, /** @type {unknown} */ item) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return item;
  });
}

/**
 * @param {string} text
 * @returns {import('../next-internals/cache-handler-base.mjs').CacheEntry}
 */
function deserialize(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === 'object' && typeof item.$buffer === 'string') return Buffer.from(item.$buffer, 'base64');
    if (item && typeof item === 'object' && Array.isArray(item.$map)) return new Map(item.$map);
    return item;
  });
}

class RedisCacheHandler extends PageCacheHandler {
  /** @param {import('../next-internals/cache-handler-base.mjs').CacheHandlerOptions} options */
  constructor(options) {
    super(options);
    // One namespace per build: another build's pages never mix in.
    this.prefix = `${readEnv('REDIS_KEY_PREFIX')}:${(options.serverDistDir && buildIdOf(options.serverDistDir)) || 'unknown-build'}:`;
  }

  /** Copies the tag times every instance wrote into Next's tag manifest (kept when newer locally). */
  /** @param {Record<string, string>} times */
  mergeTags(times) {
    for (const [tag, json] of Object.entries(times)) {
      const remote = JSON.parse(json);
      const local = tagsManifest.get(tag) ?? {};
      const merged = { ...local };
      if (typeof remote.stale === 'number' && !((local.stale ?? -Infinity) >= remote.stale)) merged.stale = remote.stale;
      if (typeof remote.expired === 'number' && !((local.expired ?? -Infinity) >= remote.expired)) merged.expired = remote.expired;
      tagsManifest.set(tag, merged);
    }
  }

  /** @param {import('../redis/connection.mjs').RedisClient} client */
  async flushPendingTags(client) {
    if (pendingTags.size === 0) return;
    const fields = Object.fromEntries(pendingTags);
    await client.hSet(`${this.prefix}tags`, fields);
    for (const [tag, value] of Object.entries(fields)) if (pendingTags.get(tag) === value) pendingTags.delete(tag);
  }

  /**
   * @param {string} key
   * @param {unknown} [ctx]
   */
  async get(key, ctx) {
    try {
      const entry = await withRedis(async (client) => {
        await this.flushPendingTags(client);
        const [value, times] = await Promise.all([client.get(`${this.prefix}entry:${key}`), client.hGetAll(`${this.prefix}tags`)]);
        this.mergeTags(/** @type {Record<string, string>} */ (times));
        return value;
      });
      if (entry) {
        const text = verifiedEntry(entry, cacheSigningKey());
        if (text !== null) {
          recordPageCache('redis', 'hit');
          return this.prepared(deserialize(text), key);
        }
        recordPageCache('redis', 'bad_signature');
        logger.warn({ upstream: 'redis', key }, 'a cache entry in Redis failed its signature check and was ignored');
      } else recordPageCache('redis', 'miss');
    } catch {
      // Redis away or slow: the local copy answers (the breaker has logged it).
      recordPageCache('redis', 'unavailable');
    }
    return super.get(key, ctx);
  }

  /**
   * @param {string} key
   * @param {import('../next-internals/cache-handler-base.mjs').CacheValue | null} data
   * @param {any} [ctx]
   */
  async set(key, data, ctx) {
    // The local copy, prepared once; the same value goes to Redis.
    const stored = await super.set(key, data, ctx);
    const signingKey = cacheSigningKey();
    // Without a key nothing is shared: an unsigned entry would be ignored by every reader anyway.
    if (!stored || !signingKey) return stored;
    const entry = { lastModified: Date.now(), value: stored, ...(ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}) };
    try {
      await withRedis((client) =>
        client.set(`${this.prefix}entry:${key}`, signEntry(serialize(entry), signingKey), { EX: ENTRY_TTL_SECONDS }),
      );
    } catch {
      // Redis away: the local copy has it.
    }
    return stored;
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    for (const tag of list) pendingTags.set(tag, JSON.stringify(tagsManifest.get(tag) ?? { stale: Date.now() }));
    try {
      await withRedis((client) => this.flushPendingTags(client));
    } catch {
      // Kept in pendingTags: the first call that reaches Redis again writes them.
    }
  }
}

export default RedisCacheHandler;
