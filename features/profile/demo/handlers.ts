/** The signed-in client's data. Every route needs a valid access token (Bearer). */
import { HttpResponse } from 'msw';

import { downloadDocument, getAppointments, getCurrentClient, getDocuments } from '@/features/profile/api/calls';
import { SERVICE_TITLES } from '@/features/services/demo/data';
import type { Locale } from '@/lib/locales';
import type { ContractSample } from '@/mocks/lib/contract-samples';
import { fail, localeOf, ok } from '@/mocks/lib/http';
import { verifyAccess } from '@/mocks/lib/jwt';
import { on } from '@/mocks/lib/route';
import { demoState, restoreClient } from '@/mocks/lib/state';

import { appointmentSchema, clientSchema, documentSchema, type Appointment, type Client, type ClientDocument } from '../api/calls';
import { generateClient, type AppointmentRecord, type ClientRecord, type DocumentRecord } from './data';
import { documentPdf } from './documents';

/** The client the request's access token names, or null. */
export async function authenticate(request: Request): Promise<ClientRecord | null> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return null;
  const payload = await verifyAccess(match[1]);
  if (!payload) return null;
  // Demo clients are generated from their phone, so a token signed with the same DEMO_JWT_SECRET before a
  // restart finds its client again; without that variable the secret is new and the token fails above.
  return demoState.clientsById.get(Number(payload.sub)) ?? restoreClient(Number(payload.sub), payload.phone);
}

export function presentClient(client: ClientRecord, locale: Locale): Client {
  return { id: client.id, name: client.name[locale], phone: client.phone };
}

export function presentAppointment(item: AppointmentRecord, locale: Locale): Appointment {
  return {
    id: item.id,
    ...(item.reference ? { reference: item.reference } : {}),
    startsAt: item.startsAt,
    durationMinutes: item.durationMinutes,
    doctor: { slug: item.doctor.slug, name: item.doctor.name[locale], specialty: item.doctor.specialty[locale] },
    service: item.service,
    serviceTitle: SERVICE_TITLES[item.service][locale],
    status: item.status,
    ...(item.room ? { room: item.room } : {}),
  };
}

export function presentDocument(client: ClientRecord, item: DocumentRecord, locale: Locale): ClientDocument {
  return {
    id: item.id,
    title: item.title[locale],
    kind: item.kind,
    date: item.date,
    sizeBytes: documentPdf(client, item).byteLength,
    fileName: item.fileName,
    mimeType: 'application/pdf',
  };
}

export const profileHandlers = [
  on(getCurrentClient, async ({ request }) => {
    const client = await authenticate(request);
    if (!client) return fail(request, 'unauthorized');
    return ok(request, presentClient(client, localeOf(request)));
  }),

  on(getAppointments, async ({ request }) => {
    const client = await authenticate(request);
    if (!client) return fail(request, 'unauthorized');
    const locale = localeOf(request);
    return ok(request, { items: client.appointments.map((a) => presentAppointment(a, locale)) });
  }),

  on(getDocuments, async ({ request }) => {
    const client = await authenticate(request);
    if (!client) return fail(request, 'unauthorized');
    const locale = localeOf(request);
    return ok(request, { items: client.documents.map((d) => presentDocument(client, d, locale)) });
  }),

  on(downloadDocument, async ({ request, params }) => {
    const client = await authenticate(request);
    if (!client) return fail(request, 'unauthorized');
    // Another client's document is answered exactly like a missing one.
    const document = client.documents.find((d) => String(d.id) === params.id);
    if (!document) return fail(request, 'not_found');
    const pdf = documentPdf(client, document);
    return new HttpResponse(pdf, {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.byteLength),
        'Content-Disposition': `attachment; filename="${document.fileName}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];

/** Demo clients of three countries, made at a fixed moment, and what the profile calls answer for them. */
const sampleClients = () =>
  ['+37491000001', '+79161234567', '+14155550123'].map((phone) => generateClient(123456, phone, Date.parse('2026-11-22T10:00:00Z')));

/** What the profile calls answer, as the contract describes it. */
export const profileSamples: ContractSample[] = [
  { what: 'client', schema: clientSchema, records: (locale) => sampleClients().map((client) => presentClient(client, locale)) },
  {
    what: 'appointment',
    schema: appointmentSchema,
    records: (locale) => sampleClients().flatMap((client) => client.appointments.map((item) => presentAppointment(item, locale))),
  },
  {
    what: 'document',
    schema: documentSchema,
    records: (locale) => sampleClients().flatMap((client) => client.documents.map((item) => presentDocument(client, item, locale))),
  },
];
