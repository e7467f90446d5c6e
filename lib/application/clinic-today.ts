import { CLINIC_TIME_ZONE } from '@/lib/config';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLINIC_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the clinic's time zone as YYYY-MM-DD: the earliest date an application may ask for. */
export function clinicToday(now: Date = new Date()): string {
  return formatter.format(now);
}
