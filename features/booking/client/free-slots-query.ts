import 'client-only';

import { queryOptions } from '@tanstack/react-query';

import { getBrowserApi } from '@/lib/api/client';
import { queryKeys, shouldRetryQuery } from '@/lib/api/query-client';
import type { Locale } from '@/lib/locales';

import type { FreeSlotsQuery } from '../api/schemas';
import { SLOTS_REFETCH_MS } from '../model/rules';
import { getFreeSlots } from './booking-calls';

export const freeSlotsKey = (locale: Locale, query?: FreeSlotsQuery) =>
  query
    ? ([...queryKeys.locale(locale), 'booking', 'slots', query] as const)
    : ([...queryKeys.locale(locale), 'booking', 'slots'] as const);

/** Free times are live: never fresh for long, asked again every minute and whenever the tab regains focus. */
export function freeSlotsQuery(locale: Locale, query: FreeSlotsQuery) {
  return queryOptions({
    queryKey: freeSlotsKey(locale, query),
    queryFn: () => getFreeSlots(getBrowserApi(locale), query),
    staleTime: 0,
    refetchInterval: SLOTS_REFETCH_MS,
    refetchOnWindowFocus: true,
    retry: shouldRetryQuery,
  });
}
