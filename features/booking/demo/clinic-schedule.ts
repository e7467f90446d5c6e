/**
 * The demo clinic's schedule: which services it books online and how long their visits are, each doctor's weekly
 * hours and breaks, the clinic's holidays, and the other patients' appointments that fill part of every day.
 * Surgery consultations stay by request: the surgeon wants to read the patient's story first.
 */
import { DOCTORS } from '@/features/doctors/demo/data';
import { CLINIC_TIME_ZONE } from '@/lib/clinic';
import type { ServiceSlug } from '@/lib/routes';

import { addDays, instantOf, isoWeekday, type CalendarDay } from '../model/clinic-time';
import { parseTime, type BusyInterval, type ClinicSchedule, type DailyInterval, type DoctorHours } from '../model/schedule';

export interface ServiceBooking {
  slotMinutes: number;
  /** false: booked only by request (the request form), never online. */
  online: boolean;
}

export const SERVICE_BOOKING: Record<ServiceSlug, ServiceBooking> = {
  ent: { slotMinutes: 30, online: true },
  lab: { slotMinutes: 15, online: true },
  dentistry: { slotMinutes: 60, online: true },
  sonography: { slotMinutes: 30, online: true },
  rhinoplasty: { slotMinutes: 45, online: false },
  'plastic-surgery': { slotMinutes: 45, online: false },
  'maxillofacial-surgery': { slotMinutes: 60, online: false },
};

const hours = (from: string, to: string): DailyInterval[] => [{ from: parseTime(from), to: parseTime(to) }];
const FULL_DAY = hours('09:00', '18:00');
const MORNING = hours('09:00', '14:00');
const AFTERNOON = hours('13:00', '19:00');
const SATURDAY = hours('10:00', '15:00');
const LUNCH: DailyInterval[] = [{ from: parseTime('13:00'), to: parseTime('14:00') }];

/** Weekly hours by ISO weekday; the clinic is closed on Sundays. */
const WEEKLY: Record<string, DoctorHours['weekly']> = {
  'anahit-petrosyan': { 1: FULL_DAY, 2: FULL_DAY, 3: FULL_DAY, 4: FULL_DAY, 5: FULL_DAY, 6: SATURDAY },
  'armen-grigoryan': { 1: AFTERNOON, 3: AFTERNOON, 5: AFTERNOON },
  'lilit-hovhannisyan': { 1: MORNING, 2: MORNING, 3: MORNING, 4: MORNING, 5: MORNING, 6: SATURDAY },
  'davit-sargsyan': { 1: FULL_DAY, 2: FULL_DAY, 4: FULL_DAY, 5: FULL_DAY },
  'mariam-karapetyan': { 2: AFTERNOON, 3: FULL_DAY, 4: AFTERNOON, 6: SATURDAY },
  'narek-avetisyan': { 1: FULL_DAY, 3: FULL_DAY, 5: FULL_DAY },
  'sona-mkrtchyan': { 2: FULL_DAY, 4: FULL_DAY, 6: SATURDAY },
  'gayane-manukyan': { 2: FULL_DAY, 4: FULL_DAY },
  'hayk-vardanyan': { 1: FULL_DAY, 3: FULL_DAY },
  'tigran-harutyunyan': { 1: MORNING, 3: MORNING, 5: MORNING },
};

/** Armenia's public holidays with the clinic closed (fixed dates; the rest are working days here). */
const HOLIDAY_DATES = ['01-01', '01-02', '01-06', '01-28', '03-08', '04-24', '05-01', '05-09', '05-28', '07-05', '09-21', '12-31'];

export function holidaysAround(year: number): Set<CalendarDay> {
  return new Set([year - 1, year, year + 1].flatMap((y) => HOLIDAY_DATES.map((date) => `${y}-${date}`)));
}

export function clinicSchedule(now = Date.now()): ClinicSchedule {
  return {
    timeZone: CLINIC_TIME_ZONE,
    holidays: holidaysAround(new Date(now).getUTCFullYear()),
    doctors: DOCTORS.map((doctor) => ({
      doctor: doctor.slug,
      weekly: WEEKLY[doctor.slug] ?? { 1: FULL_DAY, 2: FULL_DAY, 3: FULL_DAY, 4: FULL_DAY, 5: FULL_DAY },
      breaks: LUNCH,
    })),
  };
}

/** The doctors who take a service online. */
export function doctorsOfService(service: ServiceSlug): string[] {
  return DOCTORS.filter((doctor) => doctor.services.includes(service)).map((doctor) => doctor.slug);
}

/** A stable number in [0, 1) for a text (FNV-1a). */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 4294967296;
}

/**
 * Other patients' appointments: about a third of every doctor's hours, the same on every start of the demo API,
 * in half-hour blocks on the hour and the half hour.
 */
export function otherPatientsAppointments(schedule: ClinicSchedule, from: CalendarDay, to: CalendarDay): BusyInterval[] {
  const busy: BusyInterval[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    for (const doctor of schedule.doctors) {
      for (const interval of doctor.weekly[isoWeekday(day)] ?? []) {
        for (let minute = interval.from; minute + 30 <= interval.to; minute += 30) {
          if (unitHash(`${doctor.doctor}|${day}|${minute}`) < 0.3) {
            const start = instantOf(day, minute, schedule.timeZone);
            busy.push({ doctor: doctor.doctor, start, end: start + 30 * 60_000 });
          }
        }
      }
    }
  }
  return busy;
}
