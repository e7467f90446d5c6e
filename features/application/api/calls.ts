/**
 * Applications (a visitor asks the clinic to get in touch): schema and call.
 */
import * as z from 'zod/mini';

import '@/lib/api/zod-setup';

import { defineCall } from '@/lib/api/define-call';
import { validation } from '@/lib/api/error-cases';
import {
  dateTimeSchema,
  e164PhoneSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  idSchema,
  serviceSlugSchema,
  slugSchema,
} from '@/lib/api/schemas';

import { CONTACT_CHANNELS, TIMES_OF_DAY, type ContactChannel, type TimeOfDay } from '../model/choices';

export const APPLICATION_NAME_MAX = 100;
export const APPLICATION_MESSAGE_MAX = 1000;
/** Days of the week, schema.org codes, Monday first. */
export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export { TIMES_OF_DAY, CONTACT_CHANNELS, type TimeOfDay, type ContactChannel };
/** The header that makes a create call safe to repeat: the same key answers the first answer again. */

export const applicationCreateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(APPLICATION_NAME_MAX)),
  phone: e164PhoneSchema,
  service: serviceSlugSchema,
  doctor: z.optional(slugSchema).check(z.describe('A doctor of this service (GET /doctors/?service=); omitted: any doctor')),
  preferredDays: z
    .optional(
      z.array(z.enum(WEEKDAYS)).check(
        z.maxLength(WEEKDAYS.length),
        z.refine((days) => new Set(days).size === days.length, { message: 'Each day at most once' }),
      ),
    )
    .check(z.describe('Days of the week that suit the visitor; omitted: any day')),
  preferredTime: z.optional(z.enum(TIMES_OF_DAY)).check(z.describe('morning 09–12, afternoon 12–16, evening 16–20; omitted: any time')),
  contactChannel: z.enum(CONTACT_CHANNELS).check(z.describe('How the clinic gets in touch, on the given phone number')),
  message: z.optional(z.string().check(z.trim(), z.maxLength(APPLICATION_MESSAGE_MAX))).check(z.describe("The visitor's comment")),
  consent: z.literal(true).check(z.describe('Consent to be contacted and to the processing of personal data')),
});
export type ApplicationCreate = z.infer<typeof applicationCreateSchema>;
export const applicationCreatedSchema = z.object({
  id: idSchema,
  reference: z.string().check(z.regex(/^[A-Z0-9][A-Z0-9-]{3,19}$/), z.describe('Reference number the visitor can quote, e.g. "AR-00042"')),
  createdAt: dateTimeSchema,
});
export type ApplicationCreated = z.infer<typeof applicationCreatedSchema>;

/* ---------- calls ---------- */

export const createApplication = defineCall({
  name: 'createApplication',
  method: 'POST',
  path: '/applications/create/',
  summary:
    'A visitor asks the clinic to get in touch and book a visit. Safe to repeat: a request with the Idempotency-Key of an accepted one answers that application again (201, same id and reference, header `Idempotent-Replayed: true`) instead of creating a second one.',
  auth: 'none',
  public: false,
  headers: [
    {
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      notes: `A random key per application (the site sends a UUID), pattern \`${IDEMPOTENCY_KEY_PATTERN.source}\`; kept at least 24 h. A malformed key is a 400 (fields.idempotencyKey)`,
    },
  ],
  body: applicationCreateSchema,
  response: applicationCreatedSchema,
  successStatus: 201,
  errors: [
    validation,
    { status: 400, when: 'the doctor does not provide the service (code validation, fields.doctor)' },
    { status: 422, when: 'the Idempotency-Key was already used with another body (code idempotency_conflict)' },
  ],
  /** `idempotencyKey`: the same key for every attempt at one application, so a repeat never makes a second. */
  args: (body: ApplicationCreate, idempotencyKey?: string) => ({
    body,
    headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined,
  }),
});
