/**
 * The server-side API instance: a fresh one per call (module state on the server would be shared
 * between visitors), anonymous (no tokens), locale from the route, sent through `fetch` (fetch-adapter.ts) so Next's
 * data cache sees the calls. Each GET carries the cache tags of the content it reads (its call's declaration), so
 * `POST /api/revalidate` reaches every page that used it. Every answer's texts are typeset here
 * (lib/typography), where content enters the site: only spaces change, so the contract parse that follows
 * sees the same shapes, and no page shows a text without it. Each call carries the request id and the visitor's
 * address, and a failure is logged and counted (upstream-headers.ts).
 */
import axios, { type AxiosInstance } from 'axios';

import { API_BASE_PATH, PAGE_REVALIDATE_SECONDS } from '@/lib/config';
import { DEMO_API_DEFAULT_URL } from '@/lib/env/defaults.mjs';
import { serverEnv } from '@/lib/env/server';
import type { Locale } from '@/lib/locales';
import { typesetAll } from '@/lib/typography';

import { tagsOfRequest } from './call';
import { fetchAdapter } from './fetch-adapter';
import { withUpstreamHeaders } from './upstream-headers';

/** The clinic API's origin as this server calls it: `API_URL`, or the demo API beside the site. */
export function serverApiOrigin(): string {
  return serverEnv().API_URL || DEMO_API_DEFAULT_URL;
}

export function serverApiBaseUrl(): string {
  return `${serverApiOrigin()}${API_BASE_PATH}`;
}

export function serverApi(locale: Locale): AxiosInstance {
  const api = axios.create({
    baseURL: serverApiBaseUrl(),
    timeout: serverEnv().API_TIMEOUT_MS,
    adapter: fetchAdapter,
    headers: { Accept: 'application/json', 'Accept-Language': locale },
  });
  api.interceptors.request.use((config) => {
    const tags = (config.method ?? 'get').toLowerCase() === 'get' ? tagsOfRequest(config) : [];
    if (tags.length > 0) config.fetchOptions = { ...config.fetchOptions, next: { revalidate: PAGE_REVALIDATE_SECONDS, tags } };
    return config;
  });
  api.interceptors.response.use((response) => {
    response.data = typesetAll(response.data, locale);
    return response;
  });
  return withUpstreamHeaders(api);
}
