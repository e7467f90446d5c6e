/** What the booking calls (./calls.ts) send and receive. */
import * as z from 'zod/mini';

import '@/lib/api/zod-setup';

import { appointmentSchema } from '@/features/profile/api/calls';
import { entity } from '@/lib/api/entities';
import { dateSchema, dateTimeSchema, serviceSlugSchema, slugSchema } from '@/lib/api/schemas';

import { BOOKING_NOTE_MAX, BOOKING_RANGE_MAX_DAYS, HOLD_MINUTES, MIN_LEAD_HOURS } from '../model/rules';

export const bookableServiceSchema = z.object({
  service: serviceSlugSchema,
  slotMinutes: z.int().check(z.positive(), z.describe('Length of one visit of this service')),
  doctors: z.array(slugSchema).check(z.minLength(1), z.describe('Doctors who take this service online')),
});
export type BookableService = z.infer<typeof bookableServiceSchema>;
export const bookableServiceListSchema = z.object({
  timeZone: z.string().check(z.describe('The clinic\'s IANA time zone ("Asia/Yerevan"): every day and time of the schedule is in it')),
  items: z.array(bookableServiceSchema).check(z.describe('Services bookable online; any other service is booked by request')),
});
export type BookableServices = z.infer<typeof bookableServiceListSchema>;

export const freeSlotsQuerySchema = z.object({
  service: serviceSlugSchema,
  doctor: z.optional(slugSchema).check(z.describe('Only this doctor; omitted: every doctor of the service')),
  from: dateSchema.check(z.describe('First day, in clinic time')),
  to: dateSchema.check(z.describe(`Last day, in clinic time; at most ${BOOKING_RANGE_MAX_DAYS} days after today`)),
});
export type FreeSlotsQuery = z.infer<typeof freeSlotsQuerySchema>;

export const slotDoctorSchema = z.object({ slug: slugSchema, name: z.string().check(z.minLength(1)) });
export const freeSlotSchema = entity(
  'FreeSlot',
  z.object({
    startsAt: dateTimeSchema.check(z.describe("Start, with the clinic's offset (+04:00)")),
    durationMinutes: z.int().check(z.positive()),
    doctor: slotDoctorSchema,
  }),
);
export type FreeSlot = z.infer<typeof freeSlotSchema>;
export const freeSlotListSchema = z.object({
  timeZone: z.string(),
  items: z.array(freeSlotSchema).check(z.describe(`Earliest first; none earlier than ${MIN_LEAD_HOURS} h from now`)),
});
export type FreeSlots = z.infer<typeof freeSlotListSchema>;

export const holdCreateSchema = z.object({
  service: serviceSlugSchema,
  doctor: slugSchema,
  startsAt: dateTimeSchema,
});
export type HoldCreate = z.infer<typeof holdCreateSchema>;
export const HOLD_ID_PATTERN = /^h_[A-Za-z0-9_-]{16,64}$/;
export const holdSchema = entity(
  'Hold',
  z.object({
    id: z.string().check(z.regex(HOLD_ID_PATTERN)),
    expiresAt: dateTimeSchema.check(z.describe(`${HOLD_MINUTES} minutes after the hold was made`)),
    service: serviceSlugSchema,
    startsAt: dateTimeSchema,
    durationMinutes: z.int().check(z.positive()),
    doctor: slotDoctorSchema,
  }),
);
export type Hold = z.infer<typeof holdSchema>;

export const bookingCreateSchema = z.object({
  holdId: z.string().check(z.regex(HOLD_ID_PATTERN)),
  note: z
    .optional(z.string().check(z.trim(), z.maxLength(BOOKING_NOTE_MAX)))
    .check(z.describe('What the patient wants the doctor to know')),
});
export type BookingCreate = z.infer<typeof bookingCreateSchema>;

export const REFERENCE_PATTERN = /^[A-Z]{2}-[A-Z0-9]{4,8}$/;
export const bookedAppointmentSchema = entity(
  'BookedAppointment',
  z.extend(appointmentSchema, {
    reference: z.string().check(z.regex(REFERENCE_PATTERN), z.describe('Short reference the patient can quote, e.g. "BK-7Q2M4"')),
  }),
);
export type BookedAppointment = z.infer<typeof bookedAppointmentSchema>;

export const rescheduleSchema = z.object({ holdId: z.string().check(z.regex(HOLD_ID_PATTERN)) });
