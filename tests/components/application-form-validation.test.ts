import { describe, expect, it } from 'vitest';
import { applicationCreateSchema } from '@/lib/api/schemas';
import { applicationBody, validateApplication, type ApplicationValues } from '@/components/forms/application-validation';
import { clinicToday } from '@/components/forms/clinic-today';
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

const check = (overrides: Partial<ApplicationValues>) => validateApplication(values(overrides), applicationCreateSchema, TODAY);
const errorsOf = (overrides: Partial<ApplicationValues>) => {
  const result = check(overrides);
  return result.ok ? {} : result.errors;
};

describe('application rules', () => {
  it('accepts a complete application and gives the body the API expects', () => {
    const result = check({ service: 'ent', preferredDate: TODAY, message: '  Hello  ', name: '  Anna  ' });
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
  ] as const)('%j → %s %j', (overrides, field, error) => {
    expect(errorsOf(overrides as Partial<ApplicationValues>)).toEqual({ [field]: error });
  });

  it('accepts the boundaries the API accepts', () => {
    expect(check({ name: 'Al' }).ok).toBe(true);
    expect(check({ name: 'x'.repeat(100) }).ok).toBe(true);
    expect(check({ message: 'x'.repeat(1000) }).ok).toBe(true);
    expect(check({ preferredDate: TODAY }).ok).toBe(true);
  });

  it('agrees with the API schema on every body it accepts', () => {
    for (const overrides of [{ name: 'Al' }, { message: 'x'.repeat(1000) }, { service: 'lab' as const }, { preferredDate: '2031-01-01' }]) {
      const result = check(overrides);
      expect(result.ok).toBe(true);
      if (result.ok) expect(applicationCreateSchema.safeParse(result.body).success).toBe(true);
    }
  });

  it('collects every problem at once', () => {
    expect(Object.keys(errorsOf({ name: '', phone: null, consent: false }))).toEqual(['name', 'phone', 'consent']);
  });
});

describe('clinicToday', () => {
  it('is the date in Yerevan (UTC+4)', () => {
    expect(clinicToday(new Date('2030-06-14T19:59:59Z'))).toBe('2030-06-14');
    expect(clinicToday(new Date('2030-06-14T20:00:00Z'))).toBe('2030-06-15');
  });
});
