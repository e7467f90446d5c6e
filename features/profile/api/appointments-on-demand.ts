import { queryOptions } from '@tanstack/react-query';

import { callOnDemand } from '@/lib/api/call-on-demand';
import { getBrowserApi } from '@/lib/api/client';
import type { Locale } from '@/lib/locales';

import { profileKeys } from './query-keys';

const getAppointments = callOnDemand(() => import('./calls'), 'getAppointments');

/**
 * The client's appointments for a page that reads them only sometimes (the booking picker, when it moves a visit):
 * the same cache entry as the profile's, with the profile's contract loading at the first read.
 */
export function appointmentsOnDemandQuery(locale: Locale) {
  return queryOptions({ queryKey: profileKeys.appointments(locale), queryFn: () => getAppointments(getBrowserApi(locale)) });
}
