import { describe, expect, it } from 'vitest';
import { applicationCreateSchema } from '@/lib/api/schemas';
import {
  applicationBody,
  applicationExtraIssues,
  applicationIssue,
  type ApplicationField,
  type ApplicationValues,
  type FieldError,
} from '@/lib/application/application-values';
import { clinicToday } from '@/lib/application/clinic-today';
import { contractResolver } from '@/lib/forms/contract-resolver';
import { parsePhone } from '@/lib/phone/parse';

const TODAY = '2030-06-15';

function values(overrides: Partial<ApplicationValues> = {}): ApplicationValues {
  return {
    name: 'Anna',
    phone: parsePhone('+374 91 123456', 'AM'),
    service: '',
    preferredDate: '',
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
    extraIssues: (checked) => applicationExtraIssues(checked, TODAY),
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
    const result = await check({ service: 'ent', preferredDate: TODAY, message: '  Hello  ', name: '  Anna  ' });
    expect(result).toEqual({
      ok: true,
      body: { name: 'Anna', phone: '+37491123456', service: 'ent', preferredDate: TODAY, message: 'Hello', consent: true },
    });
  });

  it('leaves empty optional fields out of the body', () => {
    expect(applicationBody(values())).toEqual({ name: 'Anna', phone: '+37491123456', consent: true });
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
    [{ preferredDate: '2030-06-14' }, 'preferredDate', { key: 'datePast' }],
    [{ preferredDate: '2030-02-30' }, 'preferredDate', { key: 'dateInvalid' }],
    [{ message: 'x'.repeat(1001) }, 'message', { key: 'messageLong', values: { max: 1000, count: 1001 } }],
    [{ consent: false }, 'consent', { key: 'consentRequired' }],
  ] as const)('%j → %s %j', async (overrides, field, error) => {
    expect(await errorsOf(overrides as Partial<ApplicationValues>)).toEqual({ [field]: error });
  });

  it('accepts the boundaries the API accepts', async () => {
    expect((await check({ name: 'Al' })).ok).toBe(true);
    expect((await check({ name: 'x'.repeat(100) })).ok).toBe(true);
    expect((await check({ message: 'x'.repeat(1000) })).ok).toBe(true);
    expect((await check({ preferredDate: TODAY })).ok).toBe(true);
  });

  it('agrees with the API schema on every body it accepts', async () => {
    for (const overrides of [{ name: 'Al' }, { message: 'x'.repeat(1000) }, { service: 'lab' as const }, { preferredDate: '2031-01-01' }]) {
      const result = await check(overrides);
      expect(result.ok).toBe(true);
      if (result.ok) expect(applicationCreateSchema.safeParse(result.body).success).toBe(true);
    }
  });

  it('collects every problem at once', async () => {
    expect(Object.keys(await errorsOf({ name: '', phone: null, consent: false }))).toEqual(['name', 'phone', 'consent']);
  });
});

describe('clinicToday', () => {
  it('is the date in Yerevan (UTC+4)', () => {
    expect(clinicToday(new Date('2030-06-14T19:59:59Z'))).toBe('2030-06-14');
    expect(clinicToday(new Date('2030-06-14T20:00:00Z'))).toBe('2030-06-15');
  });
});
