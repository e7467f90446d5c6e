/**
 * The demo clinic's bookings in memory: active holds, the Idempotency-Keys of bookings and reschedules, and the
 * appointments themselves (kept on the client's record, where the profile reads them). Every check-and-set below is
 * synchronous, with no `await` between reading the schedule and writing to it, so of any number of requests racing
 * for one time exactly one wins, whatever the order in which Node runs them.
 */
import { randomBytes } from 'node:crypto';

import { DOCTORS } from '@/features/doctors/demo/data';
import type { AppointmentRecord, ClientRecord } from '@/features/profile/demo/data';
import type { ServiceSlug } from '@/lib/routes';
import { demoState, onDemoStateReset } from '@/mocks/lib/state';

import { addDays, dayOf, isoInZone, type CalendarDay } from '../model/clinic-time';
import { canChangeOnline, HOLD_MINUTES } from '../model/rules';
import { isSlotFree, type BusyInterval, type Slot } from '../model/schedule';
import { clinicSchedule, otherPatientsAppointments, SERVICE_BOOKING } from './clinic-schedule';

export interface HoldRecord {
  id: string;
  service: ServiceSlug;
  doctor: string;
  start: number;
  minutes: number;
  expiresAt: number;
  /** Set once an appointment was made from it: the hold is spent. */
  bookedAs?: number;
}

export interface KeyedAnswer {
  fingerprint: string;
  appointment: AppointmentRecord;
}

/** Holds and keys beyond this many are dropped oldest first, so no caller can grow the store without limit. */
const MAX_ENTRIES = 10_000;
const KEY_TTL_MS = 24 * 3_600_000;

function emptyBookingState() {
  return {
    holds: new Map<string, HoldRecord>(),
    keys: new Map<string, KeyedAnswer & { at: number }>(),
    nextAppointmentId: 70_000_001,
  };
}

const state = emptyBookingState();
onDemoStateReset(() => Object.assign(state, emptyBookingState()));

function trim<V>(map: Map<string, V>): void {
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
}

const holdActive = (hold: HoldRecord, now: number) => hold.bookedAs === undefined && hold.expiresAt > now;

/** Every appointment of every known client (the demo's patients) that still occupies its time. */
function scheduledAppointments(): AppointmentRecord[] {
  return [...demoState.clientsById.values()].flatMap((client) => client.appointments.filter((a) => a.status === 'scheduled'));
}

/** Everything that takes a doctor's time on these days: appointments, other patients, active holds (but `except`). */
export function busyBetween(from: CalendarDay, to: CalendarDay, now: number, except?: string): BusyInterval[] {
  const schedule = clinicSchedule(now);
  const busy = otherPatientsAppointments(schedule, from, to);
  for (const appointment of scheduledAppointments()) {
    const begins = Date.parse(appointment.startsAt);
    busy.push({ doctor: appointment.doctor.slug, start: begins, end: begins + appointment.durationMinutes * 60_000 });
  }
  for (const hold of state.holds.values()) {
    if (hold.id !== except && holdActive(hold, now))
      busy.push({ doctor: hold.doctor, start: hold.start, end: hold.start + hold.minutes * 60_000 });
  }
  return busy;
}

export function isFreeNow(slot: Slot, now: number, exceptHold?: string): boolean {
  const schedule = clinicSchedule(now);
  const day = dayOf(slot.start, schedule.timeZone);
  return isSlotFree(schedule, slot, busyBetween(addDays(day, -1), addDays(day, 1), now, exceptHold), now);
}

export type HoldResult = { ok: true; hold: HoldRecord } | { ok: false; reason: 'slot_taken' | 'not_bookable' };

/** Holds a time if it is free (one synchronous step). */
export function holdSlot(service: ServiceSlug, doctor: string, start: number, now = Date.now()): HoldResult {
  const booking = SERVICE_BOOKING[service];
  if (!booking.online || !DOCTORS.some((d) => d.slug === doctor && d.services.includes(service)))
    return { ok: false, reason: 'not_bookable' };
  const slot = { doctor, start, minutes: booking.slotMinutes };
  if (!isFreeNow(slot, now)) return { ok: false, reason: 'slot_taken' };
  const hold: HoldRecord = {
    id: `h_${randomBytes(18).toString('base64url')}`,
    service,
    doctor,
    start,
    minutes: booking.slotMinutes,
    expiresAt: now + HOLD_MINUTES * 60_000,
  };
  state.holds.set(hold.id, hold);
  trim(state.holds);
  return { ok: true, hold };
}

export function releaseHold(id: string): void {
  const hold = state.holds.get(id);
  if (hold && hold.bookedAs === undefined) state.holds.delete(id);
}

export function findHold(id: string): HoldRecord | undefined {
  return state.holds.get(id);
}

/** A short reference from the appointment id: BK- and five base-36 characters. */
export const bookingReference = (id: number) => `BK-${(id % 36 ** 5).toString(36).toUpperCase().padStart(5, '0')}`;

export type BookResult =
  | { ok: true; appointment: AppointmentRecord; replayed: boolean }
  | { ok: false; reason: 'not_found' | 'slot_taken' | 'idempotency_conflict' | 'too_late' };

function keyedAnswer(key: string, fingerprint: string, now: number): BookResult | null {
  const earlier = state.keys.get(key);
  if (!earlier || now - earlier.at > KEY_TTL_MS) return null;
  if (earlier.fingerprint !== fingerprint) return { ok: false, reason: 'idempotency_conflict' };
  return { ok: true, appointment: earlier.appointment, replayed: true };
}

function remember(key: string, fingerprint: string, appointment: AppointmentRecord, now: number) {
  state.keys.set(key, { fingerprint, appointment, at: now });
  trim(state.keys);
}

/** A held time still free for this hold: active, or expired with nobody else on its time. */
function holdStillGood(hold: HoldRecord, now: number): boolean {
  if (hold.bookedAs !== undefined) return false;
  return isFreeNow({ doctor: hold.doctor, start: hold.start, minutes: hold.minutes }, now, hold.id);
}

function appointmentFrom(hold: HoldRecord): AppointmentRecord {
  const doctor = DOCTORS.find((d) => d.slug === hold.doctor)!;
  const id = state.nextAppointmentId++;
  return {
    id,
    reference: bookingReference(id),
    startsAt: isoInZone(hold.start, clinicSchedule().timeZone),
    durationMinutes: hold.minutes,
    doctor,
    service: hold.service,
    status: 'scheduled',
    room: hold.service === 'lab' ? '101' : doctor.room,
  };
}

/** Books a hold for a client (one synchronous step, idempotent by key). */
export function bookHold(client: ClientRecord, holdId: string, key: string, fingerprint: string, now = Date.now()): BookResult {
  const replay = keyedAnswer(`${client.id}:${key}`, fingerprint, now);
  if (replay) return replay;
  const taken = takeHold(client, holdId, now);
  if (!taken.ok) return taken;
  remember(`${client.id}:${key}`, fingerprint, taken.appointment, now);
  return { ok: true, appointment: taken.appointment, replayed: false };
}

/** Turns a hold that is still good into the client's appointment; the one step booking and moving share. */
function takeHold(
  client: ClientRecord,
  holdId: string,
  now: number,
): { ok: true; appointment: AppointmentRecord } | { ok: false; reason: 'not_found' | 'slot_taken' } {
  const hold = state.holds.get(holdId);
  if (!hold) return { ok: false, reason: 'not_found' };
  if (!holdStillGood(hold, now)) return { ok: false, reason: 'slot_taken' };
  const appointment = appointmentFrom(hold);
  hold.bookedAs = appointment.id;
  client.appointments.unshift(appointment);
  return { ok: true, appointment };
}

/** Whether an appointment may still be changed: scheduled and at least MIN_LEAD_HOURS ahead. */
export const changeable = (appointment: AppointmentRecord, now: number) =>
  appointment.status === 'scheduled' && canChangeOnline(appointment.startsAt, now);

export type CancelResult = { ok: true; appointment: AppointmentRecord } | { ok: false; reason: 'not_found' | 'too_late' };

export function cancelAppointment(client: ClientRecord, id: number, now = Date.now()): CancelResult {
  const appointment = client.appointments.find((a) => a.id === id);
  if (!appointment) return { ok: false, reason: 'not_found' };
  if (appointment.status === 'cancelled') return { ok: true, appointment };
  if (!changeable(appointment, now)) return { ok: false, reason: 'too_late' };
  appointment.status = 'cancelled';
  return { ok: true, appointment };
}

/**
 * Moves an appointment to a held time in one synchronous step: the new appointment exists before the old one is
 * cancelled, and nothing changes when any check fails.
 */
export function rescheduleAppointment(
  client: ClientRecord,
  id: number,
  holdId: string,
  key: string,
  fingerprint: string,
  now = Date.now(),
): BookResult {
  const replay = keyedAnswer(`${client.id}:${key}`, fingerprint, now);
  if (replay) return replay;
  const old = client.appointments.find((a) => a.id === id);
  if (!old) return { ok: false, reason: 'not_found' };
  if (!changeable(old, now)) return { ok: false, reason: 'too_late' };
  const taken = takeHold(client, holdId, now);
  if (!taken.ok) return taken;
  const { appointment } = taken;
  old.status = 'cancelled';
  remember(`${client.id}:${key}`, fingerprint, appointment, now);
  return { ok: true, appointment, replayed: false };
}
