import { useSyncExternalStore } from 'react';
import { clinicToday } from '@/lib/application/clinic-today';

const noSubscription = () => () => {};

/**
 * Today in the clinic's time zone, in the browser only: a static page may have been rendered on
 * another day, so the server snapshot is "unknown" and the date appears after hydration.
 */
export function useClinicToday(): string | undefined {
  return useSyncExternalStore(noSubscription, clinicToday, () => undefined);
}
