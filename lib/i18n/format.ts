/**
 * Dates, times, weekdays and file sizes outside next-intl's formatter: in the browser (the profile, the
 * reviews feed) and for plain calendar dates. The one place that owns the Armenian fallback: some
 * Chromium builds ship ICU without Armenian, and `Intl` then silently answers in English ("November 22"),
 * so for Armenian the words come from here and only the numbers from `Intl` — exactly as Intl would write them.
 */
import { LANGUAGE_TAGS, type Locale } from '@/lib/locales';

import { formats, type DateFormatName } from './formats';

export type Weekday = 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su';
/** The week as the clinic's hours list it, Monday first. */
export const WEEK: readonly Weekday[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
/** Weekdays in the order `Date.getUTCDay()` counts them (0 = Sunday). */
const WEEKDAYS_FROM_SUNDAY: readonly Weekday[] = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** Armenian month names in the genitive, as a date writes them ("նոյեմբերի 27"). */
export const HY_MONTHS_GENITIVE = [
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
const HY_WEEKDAYS: Record<Weekday, { short: string; long: string }> = {
  Su: { short: 'կիր', long: 'կիրակի' },
  Mo: { short: 'երկ', long: 'երկուշաբթի' },
  Tu: { short: 'երք', long: 'երեքշաբթի' },
  We: { short: 'չրք', long: 'չորեքշաբթի' },
  Th: { short: 'հնգ', long: 'հինգշաբթի' },
  Fr: { short: 'ուրբ', long: 'ուրբաթ' },
  Sa: { short: 'շբթ', long: 'շաբաթ' },
};
const HY_SIZE_UNITS = { byte: 'Բ', kilobyte: 'կԲ', megabyte: 'ՄԲ' } as const;

const intlSupport = new Map<Locale, boolean>();

/** Whether this runtime's Intl really knows the language (else it falls back without saying so). */
export function intlSupports(locale: Locale): boolean {
  let known = intlSupport.get(locale);
  if (known === undefined) {
    try {
      known = Intl.DateTimeFormat.supportedLocalesOf([LANGUAGE_TAGS[locale]]).length > 0;
    } catch {
      known = false;
    }
    intlSupport.set(locale, known);
  }
  return known;
}

/**
 * Making an Intl formatter costs far more than formatting with it (a list of nine visits spent most of its render
 * making them), so each language, set of options and time zone gets one. Time zones are few (the clinic's and the
 * visitor's); the cap only keeps a long-lived server from growing without bound.
 */
const FORMATTER_CACHE_MAX = 200;
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, tag: string, options: object, make: () => F): F {
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    if (cache.size >= FORMATTER_CACHE_MAX) cache.clear();
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, tag, options, () => new Intl.DateTimeFormat(tag, options));
}

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options));
}

/** The language whose numbers and English weekday names `calendarParts` reads. */
const CALENDAR_TAG = 'en-US';

/** Year, month (1-12), day and weekday of a moment in a time zone, language-independent. */
function calendarParts(date: Date, timeZone: string) {
  const parts = dateTimeFormat(CALENDAR_TAG, {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const weekday = WEEKDAYS_FROM_SUNDAY[['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'))];
  return { year: Number(get('year')), month: Number(get('month')), day: Number(get('day')), weekday };
}

/**
 * Armenian dates in the order Armenian texts write them, "2026 թ. նոյեմբերի 22" (and with the weekday
 * "2026 թ. նոյեմբերի 22, կիր"). Always from these words, not Intl: ICU's "22 նոյեմբերի, 2026 թ." puts a comma
 * before the year that no Armenian text uses, and some browsers have no Armenian at all.
 */
function armenianDate(date: Date, timeZone: string, format: DateFormatName): string {
  const { year, month, day, weekday } = calendarParts(date, timeZone);
  const written = `${year} թ. ${HY_MONTHS_GENITIVE[month - 1]} ${day}`;
  return format === 'visitDate' ? `${written}, ${HY_WEEKDAYS[weekday].short}` : written;
}

/** A date never breaks across lines: every space but the one after a comma is non-breaking. */
const unbroken = (date: string) => date.replace(/(?<!,) /g, '\u00A0');

interface FormatOptions {
  timeZone: string;
  /** Whether Intl may write the words; defaults to what this runtime supports. */
  intl?: boolean;
}

/** A moment as one of the named formats, in a time zone. */
export function formatDate(
  value: Date | string,
  locale: Locale,
  format: DateFormatName,
  { timeZone }: Pick<FormatOptions, 'timeZone'>,
): string {
  const date = new Date(value);
  if (locale === 'hy') return unbroken(armenianDate(date, timeZone, format));
  return unbroken(dateTimeFormat(LANGUAGE_TAGS[locale], { ...formats.dateTime[format], timeZone }).format(date));
}

/** A calendar date (YYYY-MM-DD), the same day everywhere in the world. */
export function formatCalendarDate(date: string, locale: Locale): string {
  return formatDate(`${date}T00:00:00Z`, locale, 'date', { timeZone: 'UTC' });
}

/** A clock time in a time zone: "09:30" on a 24-hour clock, "9:30 AM" on a 12-hour one. */
export function formatTime(value: Date | string, locale: Locale, { timeZone, intl = intlSupports(locale) }: FormatOptions): string {
  const tag = clockTag(locale, intl);
  return dateTimeFormat(tag, { timeZone, hour: usesTwelveHours(tag) ? 'numeric' : '2-digit', minute: '2-digit' }).format(new Date(value));
}

/** Without Armenian data Intl would answer with the English 12-hour clock; Armenia uses 24 hours. */
const clockTag = (locale: Locale, intl: boolean) => (intl ? LANGUAGE_TAGS[locale] : 'en-GB');

function usesTwelveHours(tag: string): boolean {
  return Boolean(dateTimeFormat(tag, { hour: 'numeric' }).resolvedOptions().hour12);
}

/** The name of a weekday ("Monday", "понедельник", "երկուշաբթի"). */
export function weekdayName(day: Weekday, locale: Locale, intl = intlSupports(locale)): string {
  if (locale === 'hy' && !intl) return HY_WEEKDAYS[day].long;
  // Intl names weekdays only of a date: 7 January 2024 was a Sunday, so the index is the day of that month.
  const date = new Date(Date.UTC(2024, 0, 7 + WEEKDAYS_FROM_SUNDAY.indexOf(day), 12));
  return dateTimeFormat(LANGUAGE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** The short name of a weekday for a calendar's column ("Mon", "пн", "երկ"). */
export function weekdayShortName(day: Weekday, locale: Locale, intl = intlSupports(locale)): string {
  if (locale === 'hy' && !intl) return HY_WEEKDAYS[day].short;
  const date = new Date(Date.UTC(2024, 0, 7 + WEEKDAYS_FROM_SUNDAY.indexOf(day), 12));
  return dateTimeFormat(LANGUAGE_TAGS[locale], { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** A month and its year as a calendar's title: "December 2026", "декабрь 2026", "դեկտեմբեր 2026". */
export function formatMonth(month: string, locale: Locale, intl = intlSupports(locale)): string {
  const [year, number] = month.split('-').map(Number);
  // Armenian writes the month in the nominative here: the genitive's final "ի" goes ("դեկտեմբերի" → "դեկտեմբեր").
  if (locale === 'hy') return `${HY_MONTHS_GENITIVE[number - 1].slice(0, -1)} ${year}`;
  const text = dateTimeFormat(LANGUAGE_TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 15)),
  );
  return intl ? text.replace(/\s?г\.$/, '') : text;
}

/** The calendar date (YYYY-MM-DD) of a moment in a time zone, e.g. "today" at the clinic. */
export function calendarDateIn(timeZone: string, now: Date = new Date()): string {
  const { year, month, day } = calendarParts(now, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type FileSizeUnit = 'byte' | 'kilobyte' | 'megabyte';

/** A size in the unit people expect (1 kB = 1024 bytes, as file managers show it). */
export function fileSize(bytes: number): { value: number; unit: FileSizeUnit } {
  if (bytes < 1024) return { value: bytes, unit: 'byte' };
  if (bytes < 1024 * 1024) return { value: bytes / 1024, unit: 'kilobyte' };
  return { value: bytes / (1024 * 1024), unit: 'megabyte' };
}

export function formatFileSize(bytes: number, locale: Locale, intl = intlSupports(locale)): string {
  const { value, unit } = fileSize(bytes);
  const maximumFractionDigits = unit === 'megabyte' ? 1 : 0;
  if (locale === 'hy' && !intl) {
    // Armenian groups and separates digits as ru-RU does ("12 345,5").
    const number = numberFormat('ru-RU', { maximumFractionDigits }).format(value);
    return `${number} ${HY_SIZE_UNITS[unit]}`;
  }
  return numberFormat(LANGUAGE_TAGS[locale], { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits }).format(value);
}

/**
 * Makes the formatters a list of visits and documents asks for, one per task while the browser is idle, before the
 * list arrives. The first formatter of a page loads the browser's locale and time zone data, the costliest step of
 * formatting: alone in its task it does not lengthen the list's render.
 */
export function prepareFormatters(locale: Locale, timeZone: string): void {
  const moment = new Date();
  // A language's data and a time zone's load apart: each step is a task of its own.
  const steps = [
    () => dateTimeFormat(CALENDAR_TAG, {}),
    () => formatDate(moment, locale, 'visitDate', { timeZone }),
    () => usesTwelveHours(clockTag(locale, intlSupports(locale))),
    () => formatTime(moment, locale, { timeZone }),
    () => formatCalendarDate('2026-01-01', locale),
    () => formatFileSize(2048, locale),
  ];
  const whenIdle = (work: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 500 }) : setTimeout(work, 0);
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) whenIdle(next);
  };
  whenIdle(next);
}
