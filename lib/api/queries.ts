/**
 * React Query: query keys (always with the locale), `queryOptions` shared by server prefetch and
 * client hooks, and the query client (one per request on the server, one in the browser).
 */
import { isServer, QueryClient, queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { TESTIMONIALS_PAGE_SIZE, type Locale } from '@/lib/config';
import { getBrowserApi } from './client';
import { getAppointments, getCurrentClient, getDocuments, getTestimonials, type PageParams } from './endpoints';
import { isApiError } from './errors';
import { serverApi } from './server';

export const queryKeys = {
  all: ['clinic-api'] as const,
  locale: (locale: Locale) => [...queryKeys.all, locale] as const,
  /** Everything that belongs to the signed-in client; remove these on sign-out. */
  client: (locale: Locale) => [...queryKeys.locale(locale), 'client'] as const,
  currentClient: (locale: Locale) => [...queryKeys.client(locale), 'me'] as const,
  appointments: (locale: Locale) => [...queryKeys.client(locale), 'appointments'] as const,
  documents: (locale: Locale) => [...queryKeys.client(locale), 'documents'] as const,
  testimonials: (locale: Locale, page: number, pageSize: number) =>
    [...queryKeys.locale(locale), 'testimonials', { page, pageSize }] as const,
};

/** The instance for the current side: anonymous per-call on the server, the singleton in the browser. */
function apiFor(locale: Locale): AxiosInstance {
  return isServer ? serverApi(locale) : getBrowserApi(locale);
}

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

export function testimonialsQuery(locale: Locale, { page = 1, pageSize = TESTIMONIALS_PAGE_SIZE }: PageParams = {}, api?: AxiosInstance) {
  return queryOptions({
    queryKey: queryKeys.testimonials(locale, page, pageSize),
    queryFn: () => getTestimonials(api ?? apiFor(locale), { page, pageSize }),
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
