// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import * as answers from '@/features/profile/api/answers.generated';
import * as browserCalls from '@/features/profile/api/browser-calls';
import * as serverCalls from '@/features/profile/api/calls';
import { generateClient } from '@/features/profile/demo/data';
import { presentAppointment, presentClient, presentDocument } from '@/features/profile/demo/handlers';
import type { ApiClient, ApiRequest } from '@/lib/api/call';
import { errorBody } from '@/lib/api/error-body.generated';
import { ApiError, HttpFailure } from '@/lib/api/errors';
import { envelope, errorBodySchema } from '@/lib/api/schemas';
import { LOCALES } from '@/lib/locales';
import { GENERATED_VALIDATORS, generatedFiles } from '@/scripts/browser-validators';

const ROOT = path.resolve(__dirname, '../..');

/** A demo client's three answers in every language: what the demo API sends. */
function demoBodies() {
  const client = generateClient(4242, '+37491000111', Date.parse('2026-11-20T10:00:00Z'));
  return LOCALES.flatMap((locale) => [
    { call: 'getCurrentClient', body: { data: presentClient(client, locale) } },
    { call: 'getAppointments', body: { data: { items: client.appointments.map((item) => presentAppointment(item, locale)) } } },
    { call: 'getDocuments', body: { data: { items: client.documents.map((item) => presentDocument(client, item, locale)) } } },
  ]);
}

type Body = Record<string, unknown>;
const firstItem = (body: Body) => ((body.data as Body).items as Body[])[0];

/** Ways an answer can break (or bend) the contract, each applied to a copy of a valid body. */
const VARIATIONS: Record<string, Array<[string, (body: Body) => void]>> = {
  getCurrentClient: [
    ['no name', (body) => delete (body.data as Body).name],
    ['empty name', (body) => ((body.data as Body).name = '')],
    ['id as a string', (body) => ((body.data as Body).id = '5')],
    ['id zero', (body) => ((body.data as Body).id = 0)],
    ['fractional id', (body) => ((body.data as Body).id = 1.5)],
    ['phone not in E.164', (body) => ((body.data as Body).phone = '091 123456')],
    ['an unknown field', (body) => ((body.data as Body).nickname = 'x')],
    ['an unknown field on the envelope', (body) => (body.meta = { page: 1 })],
    ['no envelope', (body) => delete body.data],
    ['null data', (body) => (body.data = null)],
  ],
  getAppointments: [
    ['items not a list', (body) => ((body.data as Body).items = {})],
    ['a day that does not exist', (body) => (firstItem(body).startsAt = '2026-02-30T10:00:00+04:00')],
    ['a moment without an offset', (body) => (firstItem(body).startsAt = '2026-12-01T10:00:00')],
    ['a moment in UTC', (body) => (firstItem(body).startsAt = '2026-12-01T06:00:00Z')],
    ['an unknown status', (body) => (firstItem(body).status = 'lost')],
    ['an unknown service', (body) => (firstItem(body).service = 'surgery')],
    ['a doctor slug with capitals', (body) => ((firstItem(body).doctor as Body).slug = 'Anna-Petrosyan')],
    ['no doctor', (body) => delete firstItem(body).doctor],
    ['duration zero', (body) => (firstItem(body).durationMinutes = 0)],
    ['room as null', (body) => (firstItem(body).room = null)],
    ['no room', (body) => delete firstItem(body).room],
    ['an unknown field in the doctor', (body) => ((firstItem(body).doctor as Body).photo = '/a.jpg')],
    ['no items', (body) => ((body.data as Body).items = [])],
  ],
  getDocuments: [
    ['an unknown kind', (body) => (firstItem(body).kind = 'x-ray')],
    ['a date with a time', (body) => (firstItem(body).date = '2026-11-01T10:00:00Z')],
    ['size as a string', (body) => (firstItem(body).sizeBytes = '1024')],
    ['empty file name', (body) => (firstItem(body).fileName = '')],
    ['an unknown field', (body) => (firstItem(body).pages = 3)],
  ],
};

const successSchemas: Record<string, z.ZodMiniType> = {
  getCurrentClient: envelope(serverCalls.clientSchema),
  getAppointments: envelope(serverCalls.appointmentListSchema),
  getDocuments: envelope(serverCalls.documentListSchema),
};

/** zod and the generated validator on the same body: the same verdict, and the same value left after a pass. */
function expectAgreement(name: keyof typeof answers, body: unknown, label: string) {
  const parsed = successSchemas[name].safeParse(structuredClone(body));
  const checked = structuredClone(body);
  expect(answers[name](checked), label).toBe(parsed.success);
  if (parsed.success) expect(checked, label).toEqual(parsed.data);
}

describe('validators generated from the contract (npm run contract:validators)', () => {
  it('are what the generator writes from the contract today', () => {
    const files = generatedFiles();
    expect(files.map(({ file }) => file)).toEqual(GENERATED_VALIDATORS.map(({ file }) => file));
    for (const { file, content } of files) expect(fs.readFileSync(path.join(ROOT, file), 'utf8'), file).toBe(content);
  });

  it('accept every answer of the demo API that zod accepts, and leave the same value', () => {
    for (const { call, body } of demoBodies()) {
      expect(successSchemas[call].safeParse(structuredClone(body)).success, call).toBe(true);
      expectAgreement(call as keyof typeof answers, body, call);
    }
  });

  it('judge every broken or bent answer as zod does: refuse what it refuses, and drop unknown fields as it does', () => {
    const valid = new Map(demoBodies().map(({ call, body }) => [call, body]));
    let refused = 0;
    for (const [call, variations] of Object.entries(VARIATIONS)) {
      for (const [label, change] of variations) {
        const body = structuredClone(valid.get(call)) as Body;
        change(body);
        expectAgreement(call as keyof typeof answers, body, `${call}: ${label}`);
        if (!successSchemas[call].safeParse(structuredClone(body)).success) refused += 1;
      }
    }
    // Most variations break the contract; a test where everything passed would prove nothing.
    expect(refused).toBeGreaterThan(20);
  });

  it('read error bodies as the contract has them', () => {
    const bodies: unknown[] = [
      { error: { code: 'validation', message: 'Check the fields', fields: { phone: ['Wrong number'] } } },
      { error: { code: 'not_found', message: 'No such document' } },
      { error: { code: 'teapot', message: 'x' } },
      { error: { code: 'validation', message: 'x', fields: { phone: 'Wrong number' } } },
      { error: { code: 'server' } },
      { error: { code: 'server', message: 'x', trace: 'at …' } },
      { detail: 'Not found.' },
      '<html>Bad gateway</html>',
      null,
    ];
    for (const body of bodies) {
      const parsed = errorBodySchema.safeParse(structuredClone(body));
      const checked = structuredClone(body);
      expect(errorBody(checked), JSON.stringify(body)).toBe(parsed.success);
      if (parsed.success) expect(checked).toEqual(parsed.data);
    }
  });
});

/** An API client that answers every request with `data` (status 200) and records what it was asked. */
function answering(data: unknown) {
  const requests: ApiRequest[] = [];
  const api: ApiClient = {
    request: async (config) => {
      requests.push(config);
      return { status: 200, headers: {}, data: structuredClone(data) };
    },
  };
  return { api, requests };
}

describe("the profile's calls in the browser (features/profile/api/browser-calls.ts)", () => {
  it('make the same requests as the declared calls and answer the same results', async () => {
    for (const { call, body } of demoBodies()) {
      const name = call as 'getCurrentClient' | 'getAppointments' | 'getDocuments';
      const browser = answering(body);
      const server = answering(body);
      const fromBrowser = await browserCalls[name](browser.api);
      const fromServer = await serverCalls[name](server.api);
      expect(fromBrowser).toEqual(fromServer);
      expect(browser.requests.map(({ method, url }) => ({ method, url }))).toEqual(
        server.requests.map(({ method, url }) => ({ method, url })),
      );
    }
  });

  it('refuse an answer that breaks the contract as a contract failure, whichever way it was checked', async () => {
    const broken = { data: { items: [{ id: 1, startsAt: 'tomorrow' }] } };
    for (const call of [browserCalls.getAppointments, serverCalls.getAppointments]) {
      const failure = await call(answering(broken).api).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).kind).toBe('contract');
    }
  });

  it("read a refusal's error body into the error", async () => {
    const refusing: ApiClient = {
      request: async (config) => {
        throw new HttpFailure('Request failed with status code 404', config, {
          status: 404,
          headers: {},
          data: { error: { code: 'not_found', message: 'Документ не найден' } },
        });
      },
    };
    const failure = (await browserCalls.downloadDocument(refusing, 7).catch((error: unknown) => error)) as ApiError;
    expect(failure).toMatchObject({ kind: 'not_found', status: 404, code: 'not_found', message: 'Документ не найден' });
  });
});
