/**
 * Calendar days and wall-clock times in a named time zone, with Intl only (no library): the clinic's days
 * (Asia/Yerevan) and the visitor's own zone, daylight saving included.
 */

/** A calendar day, YYYY-MM-DD. */
export type CalendarDay = string;

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormat.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone. */
export function wallClock(instant: number, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute'), second: get('second') };
}

/** Minutes the zone is ahead of UTC at an instant (+240 for Yerevan, +60 or +120 for Paris). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dayOf(instant: number, timeZone: string): CalendarDay {
  const c = wallClock(instant, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** Minutes since midnight of the instant's wall clock in the zone. */
export function minuteOfDay(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  return c.hour * 60 + c.minute;
}

/** The instant of a wall-clock time on a day in a zone (minutes since that day's midnight). */
export function instantOf(day: CalendarDay, minutes: number, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const guess = Date.UTC(year, month - 1, date, 0, minutes);
  // Two passes settle the offset on either side of a daylight-saving change.
  const first = guess - offsetMinutes(guess, timeZone) * 60_000;
  return guess - offsetMinutes(first, timeZone) * 60_000;
}

/** ISO 8601 with the zone's offset at that instant: 2026-12-01T09:30:00+04:00. */
export function isoInZone(instant: number, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: CalendarDay, b: CalendarDay): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** ISO weekday of a calendar day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: CalendarDay): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}
