/**
 * The signed-in client's area (Bearer): the client, appointments, documents; the schemas of their answers, on the
 * calls of ./endpoints.ts.
 */
import * as z from 'zod/mini';

import '@/lib/api/zod-setup';

import { defineCall } from '@/lib/api/define-call';
import { entity } from '@/lib/api/entities';
import { dateSchema, dateTimeSchema, e164PhoneSchema, idSchema, serviceSlugSchema, slugSchema } from '@/lib/api/schemas';

import { appointmentsEndpoint, currentClientEndpoint, documentsEndpoint, downloadDocumentEndpoint } from './endpoints';

export type { DownloadedDocument } from './endpoints';

export const clientSchema = entity(
  'Client',
  z.object({
    id: idSchema,
    name: z.string().check(z.minLength(1), z.describe('Localized display name')),
    phone: e164PhoneSchema,
  }),
);
export type Client = z.infer<typeof clientSchema>;

export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const appointmentSchema = entity(
  'Appointment',
  z.object({
    id: idSchema,
    reference: z.optional(z.string()).check(z.describe('Reference of an appointment booked online, e.g. "BK-7Q2M4"')),
    startsAt: dateTimeSchema,
    durationMinutes: z.int().check(z.positive()),
    doctor: z.object({ slug: slugSchema, name: z.string().check(z.minLength(1)), specialty: z.string().check(z.minLength(1)) }),
    service: serviceSlugSchema,
    serviceTitle: z.string().check(z.minLength(1)),
    status: z.enum(APPOINTMENT_STATUSES),
    room: z.optional(z.string()).check(z.describe('Cabinet, e.g. "204"')),
  }),
);
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentListSchema = z.object({
  items: z.array(appointmentSchema).check(z.describe('Newest first')),
});

export const DOCUMENT_KINDS = ['lab_result', 'prescription', 'discharge_summary', 'imaging_report', 'invoice'] as const;
export const documentSchema = entity(
  'Document',
  z.object({
    id: idSchema,
    title: z.string().check(z.minLength(1)),
    kind: z.enum(DOCUMENT_KINDS),
    date: dateSchema,
    sizeBytes: z.int().check(z.positive()),
    fileName: z.string().check(z.minLength(1)),
    mimeType: z.string().check(z.minLength(1)),
  }),
);
export type ClientDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.object({
  items: z.array(documentSchema).check(z.describe('Newest first')),
});

/* ---------- calls ---------- */

export const getCurrentClient = defineCall({ ...currentClientEndpoint, response: clientSchema });
export const getAppointments = defineCall({ ...appointmentsEndpoint, response: appointmentListSchema });
export const getDocuments = defineCall({ ...documentsEndpoint, response: documentListSchema });
export const downloadDocument = defineCall(downloadDocumentEndpoint);
