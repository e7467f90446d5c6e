import { queryKeys } from '@/lib/api/query-client';
import type { Locale } from '@/lib/locales';

/** The keys of the signed-in client's data in the browser's query cache (under the client's prefix, cleared on sign-out). */
export const profileKeys = {
  currentClient: (locale: Locale) => [...queryKeys.client(locale), 'me'] as const,
  appointments: (locale: Locale) => [...queryKeys.client(locale), 'appointments'] as const,
  documents: (locale: Locale) => [...queryKeys.client(locale), 'documents'] as const,
};
