/** The profile's reads in the browser: the signed-in client, their appointments and documents (keys under the client's prefix). */
import { queryOptions } from '@tanstack/react-query';

import type { ApiClient } from '@/lib/api/call';
import { apiFor } from '@/lib/api/query-client';
import type { Locale } from '@/lib/locales';

import { getAppointments, getCurrentClient, getDocuments } from './browser-calls';
import { profileKeys } from './query-keys';

export { profileKeys };

export function currentClientQuery(locale: Locale, api?: ApiClient) {
  return queryOptions({ queryKey: profileKeys.currentClient(locale), queryFn: () => getCurrentClient(apiFor(locale, api)) });
}

export function appointmentsQuery(locale: Locale, api?: ApiClient) {
  return queryOptions({ queryKey: profileKeys.appointments(locale), queryFn: () => getAppointments(apiFor(locale, api)) });
}

export function documentsQuery(locale: Locale, api?: ApiClient) {
  return queryOptions({ queryKey: profileKeys.documents(locale), queryFn: () => getDocuments(apiFor(locale, api)) });
}
