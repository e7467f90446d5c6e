/**
 * The signed-in client's calls (Bearer) apart from their answers' schemas: the client, appointments, documents and a
 * document's file. The server declares them with their schemas (./calls.ts), the browser with the validators
 * generated from those schemas (./browser-calls.ts); both from here, so a path is written once.
 */
import type { DownloadedFile, Endpoint } from '@/lib/api/call';
import { notFound, unauthorized } from '@/lib/api/error-cases';

import type { Appointment, Client, ClientDocument } from './calls';

export const currentClientEndpoint: Endpoint<Client> = {
  name: 'getCurrentClient',
  method: 'GET',
  path: '/clients/me/',
  summary: 'The signed-in client (not in the spec table; the site loads it right after sign-in).',
  auth: 'bearer',
  public: false,
  successStatus: 200,
  errors: [unauthorized],
};

export const appointmentsEndpoint: Endpoint<{ items: Appointment[] }, [], Appointment[]> = {
  name: 'getAppointments',
  method: 'GET',
  path: '/clients/appointments/',
  summary: "The signed-in client's appointments, upcoming and past, newest first.",
  auth: 'bearer',
  public: false,
  successStatus: 200,
  errors: [unauthorized],
  result: (data) => data.items,
};

export const documentsEndpoint: Endpoint<{ items: ClientDocument[] }, [], ClientDocument[]> = {
  name: 'getDocuments',
  method: 'GET',
  path: '/clients/documents/',
  summary: "The signed-in client's documents, newest first.",
  auth: 'bearer',
  public: false,
  successStatus: 200,
  errors: [unauthorized],
  result: (data) => data.items,
};

export interface DownloadedDocument {
  blob: Blob;
  fileName: string;
}

export const downloadDocumentEndpoint: Endpoint<unknown, [id: number | string], DownloadedDocument> = {
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
  args: (id) => ({ params: { id } }),
  result: (data, input): DownloadedDocument => {
    const file = data as DownloadedFile;
    return { blob: file.blob, fileName: file.fileName ?? `document-${input.params?.id}.pdf` };
  },
};
