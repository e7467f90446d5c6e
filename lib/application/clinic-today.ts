import { calendarDateIn } from '@/lib/i18n/format';
import { CLINIC_TIME_ZONE } from '@/lib/clinic';

/** Today in the clinic's time zone as YYYY-MM-DD: the earliest date an application may ask for. */
export function clinicToday(now: Date = new Date()): string {
  return calendarDateIn(CLINIC_TIME_ZONE, now);
}
