/** The clinic's opening hours (lib/clinic.ts) in words of one language: for the footer line and the contacts table. */
import { hoursRange, OPENING_HOURS } from '@/lib/clinic';
import { WEEK, weekdayName, type Weekday } from '@/lib/i18n/format';
import type { Locale } from '@/lib/locales';

export interface OpeningHoursRow {
  days: string;
  hours: string;
}

const capitalized = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** Weekday names as Intl gives them (lower case in Armenian and Russian). */
function plainRows(locale: Locale): OpeningHoursRow[] {
  const day = (code: Weekday) => weekdayName(code, locale);
  return OPENING_HOURS.map((entry) => ({
    days: entry.days.length > 1 ? `${day(entry.days[0])} – ${day(entry.days[entry.days.length - 1])}` : day(entry.days[0]),
    hours: hoursRange(entry, locale),
  }));
}

/** One row per group of days with the same hours, e.g. "Monday – Friday", "9:00 AM–8:00 PM". */
export function openingHoursRows(locale: Locale): OpeningHoursRow[] {
  return plainRows(locale).map((row) => ({ ...row, days: capitalized(row.days, locale) }));
}

/** The days the clinic is closed, as one table row label, e.g. "Sunday". */
export function closedDays(locale: Locale): string[] {
  const open = new Set(OPENING_HOURS.flatMap((entry) => entry.days));
  return WEEK.filter((code) => !open.has(code)).map((code, index) => {
    const name = weekdayName(code, locale);
    return index === 0 ? capitalized(name, locale) : name;
  });
}

/** The hours on one line: "Monday – Friday 9:00 AM–8:00 PM, Saturday 10:00 AM–4:00 PM". */
export function openingHoursLine(locale: Locale): string {
  const line = plainRows(locale)
    .map((row) => `${row.days} ${row.hours}`)
    .join(', ');
  return capitalized(line, locale);
}
