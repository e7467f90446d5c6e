/**
 * Online booking: which services the clinic books online, free start times, a short hold on one of them,
 * the appointment made from the hold, and the signed-in client's cancel and reschedule. The clinic's backend
 * owns the schedule; the site only shows what these calls answer (docs/api.md, "Booking").
 */
import '@/lib/api/zod-setup';

import { appointmentSchema } from '@/features/profile/api/calls';
import { defineCall } from '@/lib/api/define-call';
import { notFound, unauthorized, validation } from '@/lib/api/error-cases';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/lib/api/schemas';

import { BOOKING_RANGE_MAX_DAYS, HOLD_MINUTES, MIN_LEAD_HOURS } from '../model/rules';
import {
  bookableServiceListSchema,
  bookedAppointmentSchema,
  bookingCreateSchema,
  freeSlotListSchema,
  freeSlotsQuerySchema,
  holdCreateSchema,
  holdSchema,
  rescheduleSchema,
  type BookingCreate,
  type FreeSlotsQuery,
  type HoldCreate,
} from './schemas';

const slotTaken = { status: 409, when: 'the time is no longer free: held by someone else or booked (code slot_taken)' };

const withKey = (idempotencyKey: string) => ({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
const idempotencyHeader = {
  name: IDEMPOTENCY_KEY_HEADER,
  required: true,
  notes: `A random key per booking attempt (the site sends a UUID, the same one on every retry), pattern \`${IDEMPOTENCY_KEY_PATTERN.source}\`; a repeat answers the first answer again with \`Idempotent-Replayed: true\``,
};

/* ---------- calls ---------- */

export const getBookableServices = defineCall({
  name: 'getBookableServices',
  method: 'GET',
  path: '/booking/services/',
  summary:
    'Which services the clinic books online, the length of their visits and their doctors. A backend without online booking answers 404: the site then keeps the request form everywhere.',
  auth: 'none',
  public: true,
  response: bookableServiceListSchema,
  successStatus: 200,
  errors: [{ status: 404, when: 'the backend does not book online (the site falls back to the request form)' }],
  tags: () => ['booking'],
});

export const getFreeSlots = defineCall({
  name: 'getFreeSlots',
  method: 'GET',
  path: '/booking/slots/',
  summary: `Free start times of a service (optionally of one doctor) between two days, computed from the doctors' weekly hours, breaks, clinic holidays, appointments and active holds, none earlier than ${MIN_LEAD_HOURS} hours from now. Live: \`Cache-Control: no-store\`.`,
  auth: 'none',
  public: false,
  query: freeSlotsQuerySchema,
  response: freeSlotListSchema,
  successStatus: 200,
  errors: [
    validation,
    {
      status: 400,
      when: `the range is reversed, starts before today or ends more than ${BOOKING_RANGE_MAX_DAYS} days ahead; the service is booked by request; the doctor does not take it (code validation)`,
    },
  ],
  args: (query: FreeSlotsQuery) => ({
    query: { service: query.service, doctor: query.doctor || undefined, from: query.from, to: query.to },
  }),
});

export const createHold = defineCall({
  name: 'createHold',
  method: 'POST',
  path: '/booking/holds/',
  summary: `Reserves one free time for ${HOLD_MINUTES} minutes while the patient confirms. A held time disappears from everyone else's free times; a second hold on it answers 409.`,
  auth: 'none',
  public: false,
  body: holdCreateSchema,
  response: holdSchema,
  successStatus: 201,
  errors: [validation, slotTaken],
  args: (body: HoldCreate) => ({ body }),
});

export const releaseHold = defineCall({
  name: 'releaseHold',
  method: 'POST',
  path: '/booking/holds/{id}/release/',
  summary:
    'Gives a held time back before its hold expires (the patient chose another one). Releasing an unknown or expired hold is not an error.',
  auth: 'none',
  public: false,
  successStatus: 204,
  errors: [],
  args: (id: string) => ({ params: { id }, body: {} }),
});

export const bookAppointment = defineCall({
  name: 'bookAppointment',
  method: 'POST',
  path: '/booking/appointments/',
  summary:
    'Books the held time for the signed-in patient (the token names them). A hold that expired still books if its time is free; if someone took it, 409. The same Idempotency-Key never makes a second appointment.',
  auth: 'bearer',
  public: false,
  headers: [idempotencyHeader],
  body: bookingCreateSchema,
  response: bookedAppointmentSchema,
  successStatus: 201,
  errors: [
    validation,
    unauthorized,
    { status: 404, when: 'no such hold (code not_found)' },
    slotTaken,
    { status: 422, when: 'the Idempotency-Key was already used with another body (code idempotency_conflict)' },
  ],
  args: (body: BookingCreate, idempotencyKey: string) => ({ body, headers: withKey(idempotencyKey) }),
});

export const cancelAppointment = defineCall({
  name: 'cancelAppointment',
  method: 'POST',
  path: '/clients/appointments/{id}/cancel/',
  summary: `Cancels one upcoming appointment of the signed-in client, up to ${MIN_LEAD_HOURS} hours before it starts. Cancelling a cancelled one answers it again.`,
  auth: 'bearer',
  public: false,
  response: appointmentSchema,
  successStatus: 200,
  errors: [
    unauthorized,
    notFound,
    { status: 409, when: `less than ${MIN_LEAD_HOURS} hours before the start, or the visit is over (code too_late)` },
  ],
  args: (id: number) => ({ params: { id }, body: {} }),
});

export const rescheduleAppointment = defineCall({
  name: 'rescheduleAppointment',
  method: 'POST',
  path: '/clients/appointments/{id}/reschedule/',
  summary: `Moves an upcoming appointment to a held time in one step: the new appointment is booked before the old one is cancelled, and on any failure the old one stays as it was. Up to ${MIN_LEAD_HOURS} hours before the old start.`,
  auth: 'bearer',
  public: false,
  headers: [idempotencyHeader],
  body: rescheduleSchema,
  response: bookedAppointmentSchema,
  successStatus: 200,
  errors: [
    validation,
    unauthorized,
    notFound,
    slotTaken,
    { status: 409, when: `less than ${MIN_LEAD_HOURS} hours before the old start (code too_late)` },
  ],
  args: (id: number, holdId: string, idempotencyKey: string) => ({ params: { id }, body: { holdId }, headers: withKey(idempotencyKey) }),
});
