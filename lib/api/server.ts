/**
 * The server-side API instance: a fresh one per call (module state on the server would be shared
 * between visitors), anonymous (no tokens), locale from the route, fetch adapter so Next's data
 * cache sees the calls. Each GET carries the cache tags of the content it reads (cache-tags.ts), so
 * `POST /api/revalidate` reaches every page that used it.
 */
import type { AxiosInstance } from 'axios';
import { API_BASE_PATH, PAGE_REVALIDATE_SECONDS, SERVER_API_TIMEOUT_MS, type Locale } from '@/lib/config';
import { createApi, DEMO_API_DEFAULT_URL } from './client';
import { tagsForApiPath } from './cache-tags';
import { applyUpstreamHook } from './upstream-hook';

export function serverApiBaseUrl(): string {
  return `${process.env.API_URL || DEMO_API_DEFAULT_URL}${API_BASE_PATH}`;
}

export function serverApi(locale: Locale): AxiosInstance {
  const api = createApi({
    baseURL: serverApiBaseUrl(),
    locale,
    adapter: 'fetch',
    timeout: SERVER_API_TIMEOUT_MS,
  });
  api.interceptors.request.use((config) => {
    const tags = (config.method ?? 'get').toLowerCase() === 'get' ? tagsForApiPath(config.url ?? '') : [];
    if (tags.length > 0) config.fetchOptions = { ...config.fetchOptions, next: { revalidate: PAGE_REVALIDATE_SECONDS, tags } };
    return config;
  });
  return applyUpstreamHook(api);
}
