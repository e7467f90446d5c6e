import 'client-only';

import { getBrowserApi } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type { Locale } from '@/lib/locales';
import type { ServiceSlug } from '@/lib/routes';

import type { BookedAppointment, FreeSlot, Hold } from '../api/schemas';
import { bookAppointment, createHold, releaseHold, rescheduleAppointment } from './booking-calls';

/** 409 from a hold, a booking or a reschedule: someone else has the time. */
export const isTaken = (error: unknown) => isApiError(error) && error.status === 409 && error.code === 'slot_taken';

export function holdTime(locale: Locale, service: ServiceSlug, slot: FreeSlot): Promise<Hold> {
  return createHold(getBrowserApi(locale), { service, doctor: slot.doctor.slug, startsAt: slot.startsAt });
}

/** Gives a hold back; a failure only means it expires on its own a few minutes later. */
export function giveBack(locale: Locale, hold: Hold): void {
  releaseHold(getBrowserApi(locale), hold.id).catch(() => undefined);
}

/** `key`: one per hold, the same on every retry and every click, so one hold never books twice. */
export function book(locale: Locale, hold: Hold, note: string, key: string): Promise<BookedAppointment> {
  return bookAppointment(getBrowserApi(locale), { holdId: hold.id, ...(note.trim() ? { note: note.trim() } : {}) }, key);
}

export function moveTo(locale: Locale, appointmentId: number, hold: Hold, key: string): Promise<BookedAppointment> {
  return rescheduleAppointment(getBrowserApi(locale), appointmentId, hold.id, key);
}
