/**
 * Opt-in GET response cache of the browser API layer (spec: 1 hour, at most 500 entries, off by
 * default). A request opts in with `{ cache: true }` in its axios config.
 */
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
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

export interface ResponseCacheOptions {
  max?: number;
  ttlMs?: number;
  /** Clock in milliseconds, for tests. */
  now?: () => number;
}

/**
 * Least recently used entries go first once `max` is reached; an entry older than `ttl` is never
 * served. A Map keeps the order of use, which is all this cache needs of an LRU: it ships with
 * every page that calls the API from the browser (the profile, the forms), where the lru-cache
 * package would add about 6 kB compressed.
 */
export class ResponseCache {
  readonly max: number;
  readonly ttl: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, { value: CachedResponse; expiresAt: number }>();

  constructor({ max = RESPONSE_CACHE_MAX_ENTRIES, ttlMs = RESPONSE_CACHE_TTL_MS, now = Date.now }: ResponseCacheOptions = {}) {
    this.max = max;
    this.ttl = ttlMs;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    // Used just now: to the end of the order.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: CachedResponse): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttl });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
  }
}

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  return new ResponseCache(options);
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
