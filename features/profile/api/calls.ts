/**
 * The signed-in client's area (Bearer): the client, appointments, documents.
 */
import * as z from 'zod/mini';

import '@/lib/api/zod-setup';

import { defineCall, type DownloadedFile } from '@/lib/api/define-call';
import { entity } from '@/lib/api/entities';
import { notFound, unauthorized } from '@/lib/api/error-cases';
import { dateSchema, dateTimeSchema, e164PhoneSchema, idSchema, serviceSlugSchema, slugSchema } from '@/lib/api/schemas';

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

export const getCurrentClient = defineCall({
  name: 'getCurrentClient',
  method: 'GET',
  path: '/clients/me/',
  summary: 'The signed-in client (not in the spec table; the site loads it right after sign-in).',
  auth: 'bearer',
  public: false,
  response: clientSchema,
  successStatus: 200,
  errors: [unauthorized],
});

export const getAppointments = defineCall({
  name: 'getAppointments',
  method: 'GET',
  path: '/clients/appointments/',
  summary: "The signed-in client's appointments, upcoming and past, newest first.",
  auth: 'bearer',
  public: false,
  response: appointmentListSchema,
  successStatus: 200,
  errors: [unauthorized],
  result: (data) => data.items,
});

export const getDocuments = defineCall({
  name: 'getDocuments',
  method: 'GET',
  path: '/clients/documents/',
  summary: "The signed-in client's documents, newest first.",
  auth: 'bearer',
  public: false,
  response: documentListSchema,
  successStatus: 200,
  errors: [unauthorized],
  result: (data) => data.items,
});

export interface DownloadedDocument {
  blob: Blob;
  fileName: string;
}

export const downloadDocument = defineCall({
  name: 'downloadDocument',
  method: 'GET',
  path: '/documents/{id}/download/',
  summary:
    'The file of one document of the signed-in client, with Content-Disposition: attachment; filename="...". Documents of other clients are answered 404.',
  auth: 'bearer',
  public: false,
  successStatus: 200,
  binary: 'application/pdf',
  errors: [unauthorized, notFound],
  args: (id: number | string) => ({ params: { id } }),
  result: (data, input): DownloadedDocument => {
    const file = data as DownloadedFile;
    return { blob: file.blob, fileName: file.fileName ?? `document-${input.params?.id}.pdf` };
  },
});
