/** What the picker shows of the free times: the month's grid, the days with times, the parts of a day. */
import { VISIT_TIMES_OF_DAY } from '@/lib/clinic';

import { addDays, dayOf, isoWeekday, minuteOfDay, type CalendarDay } from './clinic-time';
import { parseTime } from './schedule';

/** A month, YYYY-MM. */
export type Month = string;

export const monthOf = (day: CalendarDay): Month => day.slice(0, 7);

export function addMonths(month: Month, months: number): Month {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

export const firstDayOf = (month: Month): CalendarDay => `${month}-01`;
export const lastDayOf = (month: Month): CalendarDay => addDays(firstDayOf(addMonths(month, 1)), -1);

/** The month as weeks, Monday first; days outside the month are null. */
export function monthWeeks(month: Month): Array<Array<CalendarDay | null>> {
  const first = firstDayOf(month);
  const last = lastDayOf(month);
  const weeks: Array<Array<CalendarDay | null>> = [];
  let week: Array<CalendarDay | null> = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

export interface TimedSlot {
  startsAt: string;
}

/** The free times by their clinic day. */
export function slotsByDay<S extends TimedSlot>(slots: readonly S[], timeZone: string): Map<CalendarDay, S[]> {
  const days = new Map<CalendarDay, S[]>();
  for (const slot of slots) {
    const day = dayOf(Date.parse(slot.startsAt), timeZone);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return days;
}

export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** Morning before 12:00, afternoon before 16:00, evening after (the request form's times of day). */
export function dayPartOf(instant: number, timeZone: string): DayPart {
  const minute = minuteOfDay(instant, timeZone);
  if (minute < parseTime(VISIT_TIMES_OF_DAY.afternoon.opens)) return 'morning';
  if (minute < parseTime(VISIT_TIMES_OF_DAY.evening.opens)) return 'afternoon';
  return 'evening';
}

export function byDayPart<S extends TimedSlot>(slots: readonly S[], timeZone: string): Array<{ part: DayPart; slots: S[] }> {
  return DAY_PARTS.map((part) => ({ part, slots: slots.filter((slot) => dayPartOf(Date.parse(slot.startsAt), timeZone) === part) })).filter(
    (group) => group.slots.length > 0,
  );
}

/** The free times closest to a wanted one (the "this time was just taken" offer), earliest first. */
export function nearestSlots<S extends TimedSlot>(slots: readonly S[], wanted: number, count = 3): S[] {
  return [...slots]
    .sort((a, b) => Math.abs(Date.parse(a.startsAt) - wanted) - Math.abs(Date.parse(b.startsAt) - wanted))
    .slice(0, count)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
