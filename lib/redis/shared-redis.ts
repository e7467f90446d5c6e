/**
 * The one Redis connection of a server process for what the instances must share besides the page cache
 * (the cache handler keeps its own): renewal memory and locks. Null without `REDIS_URL`. A call that
 * Redis does not answer within the deadline fails, and the caller falls back to this instance's memory.
 */
import { createClient } from 'redis';

/** A Redis call slower than this counts as Redis being away. */
export const REDIS_CALL_TIMEOUT_MS = 200;

type SharedRedis = ReturnType<typeof createClient>;

let client: SharedRedis | null = null;
let connecting: Promise<unknown> | null = null;

export function withDeadline<T>(work: Promise<T>, ms = REDIS_CALL_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The connected client, or null when Redis is not configured or not reachable right now. */
export async function sharedRedis(env: NodeJS.ProcessEnv = process.env): Promise<SharedRedis | null> {
  if (!env.REDIS_URL) return null;
  if (!client) {
    client = createClient({
      url: env.REDIS_URL,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
    });
    client.on('error', () => {
      // Reconnection is automatic; callers see the failure of their own call and fall back.
    });
    connecting = client.connect().catch(() => null);
  }
  if (!client.isReady) {
    await withDeadline(connecting ?? Promise.resolve(), 1000).catch(() => null);
  }
  return client.isReady ? client : null;
}

/** Keys of the site in Redis: the configured prefix, then the purpose. */
export function redisKey(...parts: string[]): string {
  return [process.env.REDIS_KEY_PREFIX || 'clinic-site', ...parts].join(':');
}
