/**
 * React Query, the browser's one way to read the clinic API: the shape of query keys (always with the locale;
 * the signed-in client's under one prefix), the retry rule and the query client (one per request on the
 * server, one in the browser). Each feature writes its own `queryOptions` in features/<name>/api/queries.ts.
 */
import { isServer, QueryClient } from '@tanstack/react-query';

import type { Locale } from '@/lib/locales';

import type { ApiClient } from './call';
import { getBrowserApi } from './client';
import { isApiError } from './errors';

export const queryKeys = {
  all: ['clinic-api'] as const,
  locale: (locale: Locale) => [...queryKeys.all, locale] as const,
  /** Everything that belongs to the signed-in client; remove these on sign-out. */
  client: (locale: Locale) => [...queryKeys.locale(locale), 'client'] as const,
};

/** The instance a query uses: the one the caller passes (the server's), else the browser's for the locale. */
export const apiFor = (locale: Locale, api?: ApiClient): ApiClient => api ?? getBrowserApi(locale);

/** Public content the browser asked for (a gallery item, a page of reviews) is fresh for an hour. */
export const PUBLIC_QUERY_STALE_MS = 60 * 60 * 1000;

/** Options of a public read in the browser: fresh for an hour, and a failure shows at once (the page offers a retry). */
export const publicContent = { staleTime: PUBLIC_QUERY_STALE_MS, retry: false } as const;

export const MAX_QUERY_RETRIES = 2;

/** Retry only what may pass on a second try: network failures and 5xx; never a 4xx or a contract break. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.kind === 'server';
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A new client per server request; one shared client in the browser. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
