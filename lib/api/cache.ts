/**
 * Opt-in GET response cache of the browser API layer (spec: 1 hour, at most 500 entries, off by
 * default). A request opts in with `{ cache: true }` in its axios config.
 */
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { LRUCache } from 'lru-cache';
import { RESPONSE_CACHE_MAX_ENTRIES, RESPONSE_CACHE_TTL_MS } from '@/lib/config';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Serve this GET from the response cache when possible (default false). */
    cache?: boolean;
  }
}

export interface CachedResponse {
  data: unknown;
  status: number;
  statusText: string;
  headers: Record<string, string>;
}

export type ResponseCache = LRUCache<string, CachedResponse>;

export interface ResponseCacheOptions {
  max?: number;
  ttlMs?: number;
  /** Clock in milliseconds, for tests. */
  now?: () => number;
}

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  return new LRUCache<string, CachedResponse>({
    max: options.max ?? RESPONSE_CACHE_MAX_ENTRIES,
    ttl: options.ttlMs ?? RESPONSE_CACHE_TTL_MS,
    // An injected clock is read on every check (the default memoizes `now` for 1 ms).
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
}

/** URL with its query string, plus the locale the answer was asked for. */
export function cacheKey(config: InternalAxiosRequestConfig): string {
  const locale = AxiosHeaders.from(config.headers).get('Accept-Language') ?? '';
  return `${String(locale)} ${axios.getUri(config)}`;
}

function isCacheable(config: InternalAxiosRequestConfig): boolean {
  return config.cache === true && (config.method ?? 'get').toLowerCase() === 'get';
}

/** Wraps an adapter so flagged GETs are answered from the cache and successful ones are stored. */
export function withResponseCache(adapter: AxiosAdapter, cache: ResponseCache): AxiosAdapter {
  return async (config) => {
    if (!isCacheable(config)) return adapter(config);
    const key = cacheKey(config);
    const hit = cache.get(key);
    if (hit) {
      const response: AxiosResponse = {
        data: hit.data,
        status: hit.status,
        statusText: hit.statusText,
        headers: AxiosHeaders.from(hit.headers),
        config,
      };
      return response;
    }
    const response = await adapter(config);
    if (response.status >= 200 && response.status < 300) {
      cache.set(key, {
        data: response.data,
        status: response.status,
        statusText: response.statusText,
        headers: Object.fromEntries(
          Object.entries(AxiosHeaders.from(response.headers as AxiosHeaders).toJSON()).map(([k, v]) => [k, String(v)]),
        ),
      });
    }
    return response;
  };
}
