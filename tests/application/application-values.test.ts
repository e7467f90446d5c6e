import { describe, expect, it } from 'vitest';

import { applicationCreateSchema } from '@/features/application/api/calls';
import {
  applicationBody,
  applicationExtraIssues,
  applicationIssue,
  doctorsOf,
  emptyApplication,
  type ApplicationField,
  type ApplicationValues,
  type FieldError,
} from '@/features/application/model/application-values';
import { parsePhone } from '@/features/phone/model/parse';
import { contractResolver } from '@/lib/forms/contract-resolver';

function values(overrides: Partial<ApplicationValues> = {}): ApplicationValues {
  return {
    name: 'Anna',
    phone: parsePhone('+374 91 123456', 'AM'),
    service: 'ent',
    doctor: '',
    preferredDays: [],
    preferredTime: '',
    contactChannel: 'call',
    message: '',
    consent: true,
    ...overrides,
  };
}

/** The form's real resolver (zodResolver over the API schema, then the form's own rules), with message keys for messages. */
const resolver = contractResolver<ApplicationValues, unknown>(
  {
    schema: applicationCreateSchema,
    toBody: applicationBody,
    extraIssues: applicationExtraIssues,
    send: async () => undefined,
  },
  (field, issue) => JSON.stringify(applicationIssue(field, issue)),
);

type Check = { ok: true; body: unknown } | { ok: false; errors: Partial<Record<ApplicationField, FieldError>> };

async function check(overrides: Partial<ApplicationValues>): Promise<Check> {
  const result = await resolver(values(overrides), undefined, { fields: {}, shouldUseNativeValidation: undefined });
  const fields = Object.keys(result.errors) as ApplicationField[];
  if (fields.length === 0) return { ok: true, body: result.values };
  return { ok: false, errors: Object.fromEntries(fields.map((field) => [field, JSON.parse(String(result.errors[field]?.message))])) };
}
const errorsOf = async (overrides: Partial<ApplicationValues>) => {
  const result = await check(overrides);
  return result.ok ? {} : result.errors;
};

describe('application rules', () => {
  it('accepts a complete application and gives the body the API expects', async () => {
    const result = await check({
      service: 'ent',
      doctor: 'anahit-petrosyan',
      preferredDays: ['Tu', 'Th'],
      preferredTime: 'morning',
      contactChannel: 'whatsapp',
      message: '  Hello  ',
      name: '  Anna  ',
    });
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Anna',
        phone: '+37491123456',
        service: 'ent',
        doctor: 'anahit-petrosyan',
        preferredDays: ['Tu', 'Th'],
        preferredTime: 'morning',
        contactChannel: 'whatsapp',
        message: 'Hello',
        consent: true,
      },
    });
  });

  it('leaves empty optional fields out of the body', () => {
    expect(applicationBody(values())).toEqual({
      name: 'Anna',
      phone: '+37491123456',
      service: 'ent',
      contactChannel: 'call',
      consent: true,
    });
  });

  it.each([
    [{ name: '' }, 'name', { key: 'required' }],
    [{ name: '   ' }, 'name', { key: 'required' }],
    [{ name: ' A ' }, 'name', { key: 'nameShort', values: { min: 2 } }],
    [{ name: 'x'.repeat(101) }, 'name', { key: 'nameLong', values: { max: 100 } }],
    [{ phone: null }, 'phone', { key: 'phoneRequired' }],
    [{ phone: parsePhone('', 'AM') }, 'phone', { key: 'phoneRequired' }],
    [{ phone: parsePhone('091 12', 'AM') }, 'phone', { key: 'phoneInvalid' }],
    // right length, no such operator: the E.164 pattern of the API alone would let it through
    [{ phone: parsePhone('+374 00 123456', 'AM') }, 'phone', { key: 'phoneInvalid' }],
    [{ service: '' }, 'service', { key: 'serviceRequired' }],
    [{ doctor: 'Not A Slug' }, 'doctor', { key: 'doctorInvalid' }],
    [{ message: 'x'.repeat(1001) }, 'message', { key: 'messageLong', values: { max: 1000, count: 1001 } }],
    [{ consent: false }, 'consent', { key: 'consentRequired' }],
  ] as const)('%j → %s %j', async (overrides, field, error) => {
    expect(await errorsOf(overrides as Partial<ApplicationValues>)).toEqual({ [field]: error });
  });

  it('accepts the boundaries the API accepts', async () => {
    expect((await check({ name: 'Al' })).ok).toBe(true);
    expect((await check({ name: 'x'.repeat(100) })).ok).toBe(true);
    expect((await check({ message: 'x'.repeat(1000) })).ok).toBe(true);
    expect((await check({ preferredDays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] })).ok).toBe(true);
  });

  it('agrees with the API schema on every body it accepts', async () => {
    for (const overrides of [
      { name: 'Al' },
      { message: 'x'.repeat(1000) },
      { service: 'lab' as const },
      { preferredTime: 'evening' as const },
    ]) {
      const result = await check(overrides);
      expect(result.ok).toBe(true);
      if (result.ok) expect(applicationCreateSchema.safeParse(result.body).success).toBe(true);
    }
  });

  it('collects every problem at once', async () => {
    expect(Object.keys(await errorsOf({ name: '', phone: null, service: '', consent: false })).sort()).toEqual([
      'consent',
      'name',
      'phone',
      'service',
    ]);
  });
});

describe('a service and its doctors', () => {
  const doctors = [
    { slug: 'ent-only', name: 'A', services: ['ent'] as const },
    { slug: 'ent-and-rhino', name: 'B', services: ['ent', 'rhinoplasty'] as const },
    { slug: 'lab-only', name: 'C', services: ['lab'] as const },
  ];

  it('lists only the doctors of the chosen service, none before one is chosen', () => {
    expect(doctorsOf(doctors, 'ent').map((d) => d.slug)).toEqual(['ent-only', 'ent-and-rhino']);
    expect(doctorsOf(doctors, 'rhinoplasty').map((d) => d.slug)).toEqual(['ent-and-rhino']);
    expect(doctorsOf(doctors, '')).toEqual([]);
  });

  it('starts with the chosen service and doctor; a doctor alone is not kept', () => {
    expect(emptyApplication({ service: 'ent', doctor: 'ent-only' })).toMatchObject({
      service: 'ent',
      doctor: 'ent-only',
      contactChannel: 'call',
    });
    expect(emptyApplication({ doctor: 'ent-only' })).toMatchObject({ service: '', doctor: '' });
  });
});
