/**
 * React Query, the browser's one way to read the clinic API: query keys (always with the locale), the
 * `queryOptions` of every read the browser makes (the client's profile, a gallery item, a page of reviews),
 * and the query client (one per request on the server, one in the browser). Public pages are read on the
 * server (lib/api/server.ts); code there passes its own instance as `api`.
 */
import { isServer, QueryClient, queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { PUBLIC_QUERY_STALE_MS, TESTIMONIALS_PAGE_SIZE, type Locale } from '@/lib/config';
import { getBrowserApi } from './client';
import { getAppointments, getCurrentClient, getDocuments, getGalleryItem, getReviews, type PageParams } from './contract';
import { isApiError } from './errors';

export const queryKeys = {
  all: ['clinic-api'] as const,
  locale: (locale: Locale) => [...queryKeys.all, locale] as const,
  /** Everything that belongs to the signed-in client; remove these on sign-out. */
  client: (locale: Locale) => [...queryKeys.locale(locale), 'client'] as const,
  currentClient: (locale: Locale) => [...queryKeys.client(locale), 'me'] as const,
  appointments: (locale: Locale) => [...queryKeys.client(locale), 'appointments'] as const,
  documents: (locale: Locale) => [...queryKeys.client(locale), 'documents'] as const,
  reviews: (locale: Locale, page: number, pageSize: number) =>
    [...queryKeys.locale(locale), 'reviews', { page, pageSize }] as const,
  galleryItem: (locale: Locale, id: string) => [...queryKeys.locale(locale), 'gallery', id] as const,
};

/** The browser's instance for the locale (the server passes its own). */
const apiFor = (locale: Locale): AxiosInstance => getBrowserApi(locale);

/**
 * Public content asked for in the browser stays fresh for an hour, and a failure is shown at once: the
 * page offers its own retry button.
 */
const publicContent = { staleTime: PUBLIC_QUERY_STALE_MS, retry: false } as const;

export function currentClientQuery(locale: Locale, api?: AxiosInstance) {
  return queryOptions({
    queryKey: queryKeys.currentClient(locale),
    queryFn: () => getCurrentClient(api ?? apiFor(locale)),
  });
}

export function appointmentsQuery(locale: Locale, api?: AxiosInstance) {
  return queryOptions({
    queryKey: queryKeys.appointments(locale),
    queryFn: () => getAppointments(api ?? apiFor(locale)),
  });
}

export function documentsQuery(locale: Locale, api?: AxiosInstance) {
  return queryOptions({
    queryKey: queryKeys.documents(locale),
    queryFn: () => getDocuments(api ?? apiFor(locale)),
  });
}

export function reviewsQuery(locale: Locale, { page = 1, pageSize = TESTIMONIALS_PAGE_SIZE }: PageParams = {}, api?: AxiosInstance) {
  return queryOptions({
    queryKey: queryKeys.reviews(locale, page, pageSize),
    queryFn: () => getReviews(api ?? apiFor(locale), { page, pageSize }),
    ...publicContent,
  });
}

/** A gallery item that is newer than the gallery page the visitor has (`?item=<id>`). */
export function galleryItemQuery(locale: Locale, id: string, api?: AxiosInstance) {
  return queryOptions({
    queryKey: queryKeys.galleryItem(locale, id),
    queryFn: () => getGalleryItem(api ?? apiFor(locale), id),
    ...publicContent,
  });
}

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
