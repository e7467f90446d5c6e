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
 * If Redis goes away, the instance keeps serving from its local copy, logs one warning, and uses
 * Redis again once it is back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { PageCacheHandler } from './page-cache-handler.mjs';
import { withPagePolicy } from './page-policy.mjs';
// Next's own cache modules (CommonJS): the same instances the server uses, so the tag manifest is shared.
import * as tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

const tagsManifest = tagsManifestModule.tagsManifest ?? tagsManifestModule.default.tagsManifest;

/** Entries live a week in Redis at most (pages are regenerated hourly, so live ones are rewritten). */
const ENTRY_TTL_SECONDS = 7 * 24 * 3600;
/** A Redis call slower than this counts as Redis being away for this request. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the first cache call of a process waits for the first connection. */
const CONNECT_WAIT_MS = 3000;

let client = null;
let warned = false;

function warnOnce(error) {
  if (warned) return;
  warned = true;
  console.warn(`[cache] Redis (REDIS_URL) is unavailable, serving from the local cache: ${error?.message ?? error}`);
}

let connecting = null;

/**
 * The shared client when it is ready, else null (the local cache answers). The first call of a process
 * waits for the first connection, so the very first revalidation already reaches Redis.
 */
async function redis() {
  if (!client) {
    client = createClient({
      url: process.env.REDIS_URL,
      // Fail at once while disconnected instead of queueing: the local cache answers meanwhile.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
    });
    client.on('error', warnOnce);
    client.on('ready', () => {
      if (warned) console.info('[cache] Redis is back: the cache is shared again.');
      warned = false;
    });
    connecting = withTimeout(client.connect(), CONNECT_WAIT_MS)
      .catch(warnOnce)
      .finally(() => {
        connecting = null;
      });
  }
  if (connecting) await connecting;
  return client.isReady ? client : null;
}

function withTimeout(promise, ms = COMMAND_TIMEOUT_MS) {
  return Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()),
  ]);
}

/** JSON that keeps the Buffers and Maps a cache entry holds (rscData, segmentData). */
function serialize(value) {
  return JSON.stringify(value, function replace(key, item) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return item;
  });
}

function deserialize(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === 'object' && typeof item.$buffer === 'string') return Buffer.from(item.$buffer, 'base64');
    if (item && typeof item === 'object' && Array.isArray(item.$map)) return new Map(item.$map);
    return item;
  });
}

function buildIdOf(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

class RedisCacheHandler extends PageCacheHandler {
  constructor(options) {
    super(options);
    // One namespace per build: another build's pages never mix in.
    this.prefix = `${process.env.REDIS_KEY_PREFIX || 'clinic-site'}:${buildIdOf(options.serverDistDir)}:`;
  }

  /** Copies the tag times every instance wrote into Next's tag manifest (kept when newer locally). */
  async syncTags(shared) {
    const times = await withTimeout(shared.hGetAll(`${this.prefix}tags`));
    for (const [tag, json] of Object.entries(times)) {
      const remote = JSON.parse(json);
      const local = tagsManifest.get(tag) ?? {};
      const merged = { ...local };
      if (typeof remote.stale === 'number' && !(local.stale >= remote.stale)) merged.stale = remote.stale;
      if (typeof remote.expired === 'number' && !(local.expired >= remote.expired)) merged.expired = remote.expired;
      tagsManifest.set(tag, merged);
    }
  }

  async get(key, ctx) {
    const shared = await redis();
    if (shared) {
      try {
        const [entry] = await Promise.all([withTimeout(shared.get(`${this.prefix}entry:${key}`)), this.syncTags(shared)]);
        if (entry) return this.withPolicy(deserialize(entry));
      } catch (error) {
        warnOnce(error);
      }
    }
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    data = withPagePolicy(data);
    await super.set(key, data, ctx);
    const shared = await redis();
    if (!shared || !data) return;
    const entry = { lastModified: Date.now(), value: data, ...(ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}) };
    try {
      await withTimeout(shared.set(`${this.prefix}entry:${key}`, serialize(entry), { EX: ENTRY_TTL_SECONDS }));
    } catch (error) {
      warnOnce(error);
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const shared = await redis();
    if (!shared) return;
    const list = typeof tags === 'string' ? [tags] : tags;
    const fields = Object.fromEntries(list.map((tag) => [tag, JSON.stringify(tagsManifest.get(tag) ?? { stale: Date.now() })]));
    try {
      if (list.length > 0) await withTimeout(shared.hSet(`${this.prefix}tags`, fields));
    } catch (error) {
      warnOnce(error);
    }
  }
}

export default RedisCacheHandler;
