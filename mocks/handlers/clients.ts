/** The signed-in client's data. Every route needs a valid access token (Bearer). */
import { downloadDocument, getAppointments, getCurrentClient, getDocuments } from '@/lib/api/contract';
import { on } from '../lib/route';
import { HttpResponse } from 'msw';
import type { ClientRecord } from '../data/clients';
import { documentPdf } from '../lib/documents';
import { fail, localeOf, ok } from '../lib/http';
import { verifyAccess } from '../lib/jwt';
import { demoState, restoreClient } from '../lib/state';
import { presentAppointment, presentClient, presentDocument } from '../lib/present';

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

export const clientHandlers = [
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
