/** A visitor abroad sees each clinic time in their own zone too: whether to, and on which day it falls there. */
import { dayOf, daysBetween, offsetMinutes } from './clinic-time';

/** Whether the visitor's clock differs from the clinic's at that instant (daylight saving counts per instant). */
export function differsFromClinic(instant: number, clinicTimeZone: string, visitorTimeZone: string): boolean {
  return offsetMinutes(instant, clinicTimeZone) !== offsetMinutes(instant, visitorTimeZone);
}

/** -1, 0 or 1: the visitor's calendar day of the instant against the clinic's. */
export function visitorDayShift(instant: number, clinicTimeZone: string, visitorTimeZone: string): number {
  return daysBetween(dayOf(instant, clinicTimeZone), dayOf(instant, visitorTimeZone));
}

/** The browser's own zone, or null when it cannot say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
