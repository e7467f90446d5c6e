/**
 * What the demo clinic API does for online booking (features/booking/api/schemas.ts). The answers of the
 * free-times call are never stored by a shared cache (`no-store`, from `ok`).
 */
import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';

import { DOCTORS } from '@/features/doctors/demo/data';
import type { AppointmentRecord, ClientRecord } from '@/features/profile/demo/data';
import { authenticate, presentAppointment } from '@/features/profile/demo/handlers';
import type { Locale } from '@/lib/locales';
import { isServiceSlug } from '@/lib/routes';
import { demoEnv } from '@/mocks/lib/env';
import { fail, jsonBody, localeOf, ok } from '@/mocks/lib/http';
import { fingerprint, idempotencyKeyOf } from '@/mocks/lib/idempotency';
import { fieldMessage } from '@/mocks/lib/messages';
import { on } from '@/mocks/lib/route';
import { validate } from '@/mocks/lib/validate';

import {
  bookAppointment,
  cancelAppointment,
  createHold,
  getBookableServices,
  getFreeSlots,
  releaseHold,
  rescheduleAppointment,
} from '../api/calls';
import { bookingCreateSchema, freeSlotsQuerySchema, holdCreateSchema, rescheduleSchema } from '../api/schemas';
import { addDays, dayOf, daysBetween, isoInZone } from '../model/clinic-time';
import { BOOKING_RANGE_MAX_DAYS } from '../model/rules';
import { freeSlots } from '../model/schedule';
import * as store from './booking-store';
import { clinicSchedule, doctorsOfService, SERVICE_BOOKING } from './clinic-schedule';

/** DEMO_BOOKING=off: the demo API answers like a clinic backend without online booking (404 on its calls). */
const bookingOff = () => demoEnv.bookingOff();

const doctorName = (slug: string, locale: Locale) => DOCTORS.find((d) => d.slug === slug)!.name[locale];

function presentBooked(appointment: AppointmentRecord, locale: Locale) {
  return { ...presentAppointment(appointment, locale), reference: appointment.reference! };
}

const invalid = (request: Request, field: string, locale: Locale) =>
  fail(request, 'validation', { fields: { [field]: [fieldMessage('invalid', locale)] } });

interface KeyedWrite<T> {
  locale: Locale;
  client: ClientRecord;
  key: string;
  data: T;
}

/** What booking and moving check before they touch the store: the patient, the Idempotency-Key, then the body. */
async function keyedWrite<S extends z.core.$ZodType>(request: Request, schema: S): Promise<Response | KeyedWrite<z.infer<S>>> {
  if (bookingOff()) return fail(request, 'not_found');
  const locale = localeOf(request);
  const client = await authenticate(request);
  if (!client) return fail(request, 'unauthorized');
  const keyCheck = idempotencyKeyOf(request);
  if (!keyCheck.ok || !keyCheck.key)
    return fail(request, 'validation', { fields: { idempotencyKey: [fieldMessage('idempotencyKey', locale)] } });
  const result = validate(schema, await jsonBody(request), locale);
  if (!result.ok) return fail(request, 'validation', { fields: result.fields });
  return { locale, client, key: keyCheck.key, data: result.data };
}

export const bookingHandlers = [
  on(getBookableServices, ({ request }) => {
    if (bookingOff()) return fail(request, 'not_found');
    const items = Object.entries(SERVICE_BOOKING)
      .filter(([, booking]) => booking.online)
      .map(([service, booking]) => ({ service, slotMinutes: booking.slotMinutes, doctors: doctorsOfService(service as never) }));
    return ok(request, { timeZone: clinicSchedule().timeZone, items }, 200, 300);
  }),

  on(getFreeSlots, ({ request }) => {
    if (bookingOff()) return fail(request, 'not_found');
    const locale = localeOf(request);
    const result = validate(freeSlotsQuerySchema, Object.fromEntries(new URL(request.url).searchParams), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const { service, doctor, from, to } = result.data;
    const now = Date.now();
    const schedule = clinicSchedule(now);
    const today = dayOf(now, schedule.timeZone);
    if (!SERVICE_BOOKING[service].online) return invalid(request, 'service', locale);
    const doctors = doctorsOfService(service);
    if (doctor && !doctors.includes(doctor))
      return fail(request, 'validation', { fields: { doctor: [fieldMessage('doctorService', locale)] } });
    if (from < today || from > to) return invalid(request, 'from', locale);
    if (daysBetween(today, to) > BOOKING_RANGE_MAX_DAYS) return invalid(request, 'to', locale);
    const busy = store.busyBetween(addDays(from, -1), addDays(to, 1), now);
    const slots = freeSlots(
      schedule,
      { doctors: doctor ? [doctor] : doctors, minutes: SERVICE_BOOKING[service].slotMinutes, from, to, now },
      busy,
    );
    return ok(request, {
      timeZone: schedule.timeZone,
      items: slots.map((slot) => ({
        startsAt: isoInZone(slot.start, schedule.timeZone),
        durationMinutes: slot.minutes,
        doctor: { slug: slot.doctor, name: doctorName(slot.doctor, locale) },
      })),
    });
  }),

  on(createHold, async ({ request }) => {
    if (bookingOff()) return fail(request, 'not_found');
    const locale = localeOf(request);
    const result = validate(holdCreateSchema, await jsonBody(request), locale);
    if (!result.ok) return fail(request, 'validation', { fields: result.fields });
    const { service, doctor, startsAt } = result.data;
    if (!isServiceSlug(service)) return invalid(request, 'service', locale);
    const held = store.holdSlot(service, doctor, Date.parse(startsAt));
    if (!held.ok) return held.reason === 'slot_taken' ? fail(request, 'slot_taken') : invalid(request, 'doctor', locale);
    const { hold } = held;
    const timeZone = clinicSchedule().timeZone;
    return ok(
      request,
      {
        id: hold.id,
        expiresAt: isoInZone(hold.expiresAt, timeZone),
        service: hold.service,
        startsAt: isoInZone(hold.start, timeZone),
        durationMinutes: hold.minutes,
        doctor: { slug: hold.doctor, name: doctorName(hold.doctor, locale) },
      },
      201,
    );
  }),

  on(releaseHold, ({ request, params }) => {
    if (bookingOff()) return fail(request, 'not_found');
    store.releaseHold(String(params.id));
    return new HttpResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  }),

  on(bookAppointment, async ({ request }) => {
    const write = await keyedWrite(request, bookingCreateSchema);
    if (write instanceof Response) return write;
    const { locale, client, key, data } = write;
    const booked = store.bookHold(client, data.holdId, key, fingerprint(data));
    if (!booked.ok) return booked.reason === 'not_found' ? fail(request, 'not_found') : fail(request, booked.reason);
    const response = ok(request, presentBooked(booked.appointment, locale), 201);
    if (booked.replayed) response.headers.set('Idempotent-Replayed', 'true');
    return response;
  }),

  on(cancelAppointment, async ({ request, params }) => {
    const client = await authenticate(request);
    if (!client) return fail(request, 'unauthorized');
    const cancelled = store.cancelAppointment(client, Number(params.id));
    if (!cancelled.ok) return fail(request, cancelled.reason);
    return ok(request, presentAppointment(cancelled.appointment, localeOf(request)));
  }),

  on(rescheduleAppointment, async ({ request, params }) => {
    const write = await keyedWrite(request, rescheduleSchema);
    if (write instanceof Response) return write;
    const { locale, client, key, data } = write;
    const moved = store.rescheduleAppointment(client, Number(params.id), data.holdId, key, fingerprint({ id: params.id, ...data }));
    if (!moved.ok) return fail(request, moved.reason);
    const response = ok(request, presentBooked(moved.appointment, locale));
    if (moved.replayed) response.headers.set('Idempotent-Replayed', 'true');
    return response;
  }),
];
