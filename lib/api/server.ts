/**
 * The server-side API instance: a fresh one per call (module state on the server would be shared
 * between visitors), anonymous (no tokens), locale from the route, fetch adapter so Next's data
 * cache and revalidation see the calls.
 */
import type { AxiosInstance } from 'axios';
import { API_BASE_PATH, type Locale } from '@/lib/config';
import { createApi, DEMO_API_DEFAULT_URL } from './client';

export function serverApiBaseUrl(): string {
  return `${process.env.API_URL || DEMO_API_DEFAULT_URL}${API_BASE_PATH}`;
}

export function serverApi(locale: Locale): AxiosInstance {
  return createApi({
    baseURL: serverApiBaseUrl(),
    locale,
    adapter: 'fetch',
  });
}
