/**
 * Dates, times and sizes on the profile, formatted in the browser. Some Chromium builds ship ICU
 * without Armenian: `Intl` then silently answers in English ("November 22"), so for Armenian the
 * words come from here and only the numbers from `Intl`.
 */
import { LANGUAGE_TAGS, type Locale } from '@/lib/config';
import { fileSize } from './file-size';

const HY_MONTHS_GENITIVE = [
  'հունվարի',
  'փետրվարի',
  'մարտի',
  'ապրիլի',
  'մայիսի',
  'հունիսի',
  'հուլիսի',
  'օգոստոսի',
  'սեպտեմբերի',
  'հոկտեմբերի',
  'նոյեմբերի',
  'դեկտեմբերի',
];
const HY_WEEKDAYS_SHORT = ['կիր', 'երկ', 'երք', 'չրք', 'հնգ', 'ուրբ', 'շբթ'];
const HY_SIZE_UNITS = { byte: 'Բ', kilobyte: 'կԲ', megabyte: 'ՄԲ' } as const;

/** Whether this browser's Intl really knows the language (else it falls back without saying so). */
export function intlSupports(locale: Locale): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([LANGUAGE_TAGS[locale]]).length > 0;
  } catch {
    return false;
  }
}

/** Year, month (1-12), day and weekday (0 = Sunday) of a moment in a time zone, locale-independent. */
function calendarParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { year: Number(get('year')), month: Number(get('month')), day: Number(get('day')), weekday };
}

function armenianDate(date: Date, timeZone: string, withWeekday: boolean): string {
  const { year, month, day, weekday } = calendarParts(date, timeZone);
  const monthName = HY_MONTHS_GENITIVE[month - 1];
  // The order Armenian ICU data uses: "2026 թ. նոյեմբերի 22, կիր" and "22 նոյեմբերի, 2026 թ.".
  return withWeekday ? `${year} թ. ${monthName} ${day}, ${HY_WEEKDAYS_SHORT[weekday]}` : `${day} ${monthName}, ${year} թ.`;
}

/** The day of an appointment in clinic time, with its weekday. */
export function formatVisitDate(iso: string, locale: Locale, timeZone: string, supported = intlSupports(locale)): string {
  const date = new Date(iso);
  if (locale === 'hy' && !supported) return armenianDate(date, timeZone, true);
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** The time of an appointment in clinic time: "09:30" on a 24-hour clock, "9:30 AM" on a 12-hour one. */
export function formatVisitTime(iso: string, locale: Locale, timeZone: string, supported = intlSupports(locale)): string {
  // Without Armenian data Intl would answer with the English 12-hour clock; Armenia uses 24 hours.
  const tag = supported ? LANGUAGE_TAGS[locale] : 'en-GB';
  const twelveHour = new Intl.DateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hour12;
  return new Intl.DateTimeFormat(tag, {
    timeZone,
    hour: twelveHour ? 'numeric' : '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD), the same everywhere in the world. */
export function formatCalendarDate(date: string, locale: Locale, supported = intlSupports(locale)): string {
  const moment = new Date(`${date}T00:00:00Z`);
  if (locale === 'hy' && !supported) return armenianDate(moment, 'UTC', false);
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(moment);
}

export function formatFileSize(bytes: number, locale: Locale, supported = intlSupports(locale)): string {
  const { value, unit } = fileSize(bytes);
  const maximumFractionDigits = unit === 'megabyte' ? 1 : 0;
  if (locale === 'hy' && !supported) {
    const number = new Intl.NumberFormat('ru-RU', { maximumFractionDigits }).format(value);
    return `${number} ${HY_SIZE_UNITS[unit]}`;
  }
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits }).format(value);
}
