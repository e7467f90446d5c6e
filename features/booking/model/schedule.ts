/**
 * The one "is it free" rule of the clinic's schedule, and the free times it yields. Pure: the schedule, the busy
 * intervals (appointments and active holds) and the clock come in as values, so listing and booking ask the same
 * question and tests can move the clock.
 */
import { addDays, dayOf, instantOf, isoWeekday, minuteOfDay, type CalendarDay } from './clinic-time';
import { MIN_LEAD_HOURS } from './rules';

/** Minutes since midnight, clinic time: [from, to). */
export interface DailyInterval {
  from: number;
  to: number;
}

export interface DoctorHours {
  doctor: string;
  /** Working hours by ISO weekday (1 = Monday … 7 = Sunday); a missing day is a day off. */
  weekly: Partial<Record<number, DailyInterval[]>>;
  /** Breaks inside the working hours, the same every working day. */
  breaks: DailyInterval[];
}

export interface ClinicSchedule {
  timeZone: string;
  /** Days the whole clinic is closed. */
  holidays: ReadonlySet<CalendarDay>;
  doctors: readonly DoctorHours[];
}

/** A doctor's time already taken: an appointment or an active hold. Instants in ms. */
export interface BusyInterval {
  doctor: string;
  start: number;
  end: number;
}

export interface Slot {
  doctor: string;
  /** Instant, ms since the epoch. */
  start: number;
  minutes: number;
}

export const parseTime = (text: string): number => {
  const [hours, minutes] = text.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The earliest start that may still be offered or booked. */
export const earliestStart = (now: number) => now + MIN_LEAD_HOURS * 3_600_000;

const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && bStart < aEnd;

/** The working interval a visit of `minutes` starting at `minute` fits into, on its slot grid; else undefined. */
function gridInterval(hours: DoctorHours, day: CalendarDay, minute: number, minutes: number): DailyInterval | undefined {
  return (hours.weekly[isoWeekday(day)] ?? []).find(
    (interval) => minute >= interval.from && minute + minutes <= interval.to && (minute - interval.from) % minutes === 0,
  );
}

/**
 * Whether `slot` is free: on the doctor's slot grid inside their working hours, not in a break, not on a holiday,
 * at least MIN_LEAD_HOURS ahead, and overlapping nothing in `busy`.
 */
export function isSlotFree(schedule: ClinicSchedule, slot: Slot, busy: readonly BusyInterval[], now: number): boolean {
  if (slot.start < earliestStart(now)) return false;
  const hours = schedule.doctors.find((entry) => entry.doctor === slot.doctor);
  if (!hours) return false;
  const day = dayOf(slot.start, schedule.timeZone);
  if (schedule.holidays.has(day)) return false;
  const minute = minuteOfDay(slot.start, schedule.timeZone);
  if (!gridInterval(hours, day, minute, slot.minutes)) return false;
  if (hours.breaks.some((pause) => overlaps(minute, minute + slot.minutes, pause.from, pause.to))) return false;
  const end = slot.start + slot.minutes * 60_000;
  return !busy.some((taken) => taken.doctor === slot.doctor && overlaps(slot.start, end, taken.start, taken.end));
}

export interface FreeSlotsRequest {
  doctors: readonly string[];
  minutes: number;
  from: CalendarDay;
  to: CalendarDay;
  now: number;
}

/** Every free slot of the doctors between two days (inclusive), earliest first. */
export function freeSlots(schedule: ClinicSchedule, request: FreeSlotsRequest, busy: readonly BusyInterval[]): Slot[] {
  const slots: Slot[] = [];
  for (let day = request.from; day <= request.to; day = addDays(day, 1)) {
    if (schedule.holidays.has(day)) continue;
    for (const doctor of request.doctors) {
      const hours = schedule.doctors.find((entry) => entry.doctor === doctor);
      for (const interval of hours?.weekly[isoWeekday(day)] ?? []) {
        for (let minute = interval.from; minute + request.minutes <= interval.to; minute += request.minutes) {
          const slot = { doctor, start: instantOf(day, minute, schedule.timeZone), minutes: request.minutes };
          if (isSlotFree(schedule, slot, busy, request.now)) slots.push(slot);
        }
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start || a.doctor.localeCompare(b.doctor));
}
