import { describe, expect, it } from 'vitest';

import { parsePhone } from '@/features/phone/model/parse';
import type { PhonePossibility } from '@/features/phone/model/types';

type Row = {
  input: string;
  selected: string;
  country: string | undefined;
  e164?: string;
  valid: boolean;
  possible: boolean;
  possibility?: PhonePossibility;
};

// Real numbering plans: landlines and mobiles, national and international writing.
const NUMBERS: Row[] = [
  // Armenia
  { input: '+374 10 123456', selected: 'AM', country: 'AM', e164: '+37410123456', valid: true, possible: true },
  { input: '010 123456', selected: 'AM', country: 'AM', e164: '+37410123456', valid: true, possible: true },
  { input: '(010) 12-34-56', selected: 'AM', country: 'AM', e164: '+37410123456', valid: true, possible: true },
  { input: '091 123456', selected: 'AM', country: 'AM', e164: '+37491123456', valid: true, possible: true },
  { input: '+37477123456', selected: 'RU', country: 'AM', e164: '+37477123456', valid: true, possible: true },
  { input: '0037410123456', selected: 'RU', country: 'AM', e164: '+37410123456', valid: true, possible: true },
  { input: '+374 10 12345', selected: 'AM', country: 'AM', valid: false, possible: false, possibility: 'TOO_SHORT' },
  { input: '+374 10 1234567', selected: 'AM', country: 'AM', valid: false, possible: false, possibility: 'TOO_LONG' },
  // right length, no such area code: possible but not valid
  { input: '+374 00 123456', selected: 'AM', country: 'AM', valid: false, possible: true, possibility: 'IS_POSSIBLE' },
  // Russia
  { input: '+7 495 123-45-67', selected: 'AM', country: 'RU', e164: '+74951234567', valid: true, possible: true },
  { input: '8 (912) 345-67-89', selected: 'RU', country: 'RU', e164: '+79123456789', valid: true, possible: true },
  { input: '912 345 67 89', selected: 'RU', country: 'RU', e164: '+79123456789', valid: true, possible: true },
  { input: '+7 912 345 67', selected: 'RU', country: 'RU', valid: false, possible: false, possibility: 'TOO_SHORT' },
  // Kazakhstan shares +7 with Russia
  { input: '+7 701 123 4567', selected: 'RU', country: 'KZ', e164: '+77011234567', valid: true, possible: true },
  { input: '8 701 123 4567', selected: 'KZ', country: 'KZ', e164: '+77011234567', valid: true, possible: true },
  { input: '+7 727 258 1234', selected: 'KZ', country: 'KZ', e164: '+77272581234', valid: true, possible: true },
  // USA, Canada, and a smaller +1 country told apart by its area code
  { input: '+1 212 555 1234', selected: 'CA', country: 'US', e164: '+12125551234', valid: true, possible: true },
  { input: '(202) 555-0134', selected: 'US', country: 'US', e164: '+12025550134', valid: true, possible: true },
  { input: '+1 416 555 0199', selected: 'US', country: 'CA', e164: '+14165550199', valid: true, possible: true },
  { input: '+1 268 464 1234', selected: 'US', country: 'AG', e164: '+12684641234', valid: true, possible: true },
  { input: '212 555 123', selected: 'US', country: 'US', valid: false, possible: false, possibility: 'TOO_SHORT' },
  // Georgia
  { input: '+995 32 212 3456', selected: 'AM', country: 'GE', e164: '+995322123456', valid: true, possible: true },
  { input: '555 12 34 56', selected: 'GE', country: 'GE', e164: '+995555123456', valid: true, possible: true },
  { input: '+995 555 12 34 5', selected: 'GE', country: 'GE', valid: false, possible: false, possibility: 'TOO_SHORT' },
  // Iran, also typed with Persian digits
  { input: '+98 21 1234 5678', selected: 'AM', country: 'IR', e164: '+982112345678', valid: true, possible: true },
  { input: '0912 345 6789', selected: 'IR', country: 'IR', e164: '+989123456789', valid: true, possible: true },
  { input: '۰۹۱۲ ۳۴۵ ۶۷۸۹', selected: 'IR', country: 'IR', e164: '+989123456789', valid: true, possible: true },
  // France
  { input: '+33 1 42 68 53 00', selected: 'AM', country: 'FR', e164: '+33142685300', valid: true, possible: true },
  { input: '06 12 34 56 78', selected: 'FR', country: 'FR', e164: '+33612345678', valid: true, possible: true },
  { input: '+33 6 12 34 56 7', selected: 'FR', country: 'FR', valid: false, possible: false, possibility: 'TOO_SHORT' },
  // Germany
  { input: '+49 30 1234567', selected: 'AM', country: 'DE', e164: '+49301234567', valid: true, possible: true },
  { input: '0151 23456789', selected: 'DE', country: 'DE', e164: '+4915123456789', valid: true, possible: true },
  // United Arab Emirates, also typed with Arabic-Indic digits
  { input: '+971 4 222 3333', selected: 'AM', country: 'AE', e164: '+97142223333', valid: true, possible: true },
  { input: '050 123 4567', selected: 'AE', country: 'AE', e164: '+971501234567', valid: true, possible: true },
  { input: '٠٥٠ ١٢٣ ٤٥٦٧', selected: 'AE', country: 'AE', e164: '+971501234567', valid: true, possible: true },
  // Ukraine
  { input: '+380 44 123 4567', selected: 'AM', country: 'UA', e164: '+380441234567', valid: true, possible: true },
  { input: '067 123 4567', selected: 'UA', country: 'UA', e164: '+380671234567', valid: true, possible: true },
  // United Kingdom, Italy, Turkey, China
  { input: '+44 20 7946 0000', selected: 'AM', country: 'GB', e164: '+442079460000', valid: true, possible: true },
  { input: '07400 123456', selected: 'GB', country: 'GB', e164: '+447400123456', valid: true, possible: true },
  { input: '06 1234 5678', selected: 'IT', country: 'IT', e164: '+390612345678', valid: true, possible: true },
  { input: '+90 532 123 45 67', selected: 'AM', country: 'TR', e164: '+905321234567', valid: true, possible: true },
  { input: '+86 138 0013 8000', selected: 'AM', country: 'CN', e164: '+8613800138000', valid: true, possible: true },
  // a number of no country (international freephone)
  { input: '+800 1234 5678', selected: 'AM', country: undefined, e164: '+80012345678', valid: true, possible: true },
];

describe('parsePhone on real numbers', () => {
  it('has a table of at least 40 numbers across at least 10 countries', () => {
    expect(NUMBERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(NUMBERS.map((row) => row.country).filter(Boolean)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(NUMBERS)('$input with $selected selected → $country valid=$valid possible=$possible', (row) => {
    const result = parsePhone(row.input, row.selected);
    expect(result.country).toBe(row.country);
    expect(result.valid).toBe(row.valid);
    expect(result.possible).toBe(row.possible);
    if (row.e164) {
      expect(result.e164).toBe(row.e164);
      expect(`+${result.countryCode}${result.nationalNumber}`).toBe(row.e164);
    }
    if (row.possibility) expect(result.possibility).toBe(row.possibility);
    if (row.valid) {
      expect(result.error).toBeUndefined();
      expect(result.possibility).toBe('IS_POSSIBLE');
    }
  });

  it('reads a number starting with + as international whatever country is selected', () => {
    for (const selected of ['AM', 'US', 'DE', 'JP']) {
      expect(parsePhone('+374 10 123456', selected)).toMatchObject({ country: 'AM', countryCode: '374', valid: true });
    }
  });

  it('reads a national number with the selected country', () => {
    expect(parsePhone('10 123456', 'AM')).toMatchObject({ country: 'AM', e164: '+37410123456' });
    expect(parsePhone('30 1234567', 'DE')).toMatchObject({ country: 'DE', e164: '+49301234567' });
    expect(parsePhone('030 1234567', 'DE').nationalNumber).toBe('301234567');
  });

  it('accepts the selected country in any case', () => {
    expect(parsePhone('010 123456', 'am')).toMatchObject({ country: 'AM', valid: true });
  });

  it('keeps the selected country for an ambiguous +1 or +7 number it shares the code with', () => {
    // +1 555… is a fictional North American number: no area code tells the country
    expect(parsePhone('+1 555 123 4567', 'CA').country).toBe('CA');
    expect(parsePhone('+1 555 123 4567', 'AM').country).toBe('US');
  });
});

describe('parsePhone errors', () => {
  it('throws a clear TypeError for anything but a string', () => {
    for (const value of [37410123456, null, undefined, {}, ['+374']]) {
      expect(() => parsePhone(value as unknown as string, 'AM')).toThrow(TypeError);
    }
    expect(() => parsePhone(37410123456 as unknown as string, 'AM')).toThrow('parsePhone: the input must be a string, got number');
  });

  it.each([
    ['abc', 'AM', 'NOT_A_NUMBER'],
    ['', 'AM', 'NOT_A_NUMBER'],
    ['+', 'AM', 'NOT_A_NUMBER'],
    ['---', 'AM', 'NOT_A_NUMBER'],
    ['123456', 'XX', 'INVALID_COUNTRY'],
    ['123456', '', 'INVALID_COUNTRY'],
    ['1', 'AM', 'TOO_SHORT'],
    ['+1', 'US', 'TOO_SHORT'],
    ['+123456789012345678901', 'AM', 'TOO_LONG'],
    ['1234567890123456789', 'AM', 'TOO_LONG'],
  ])('%j with %j → %s', (input, country, error) => {
    const result = parsePhone(input, country);
    expect(result.error).toBe(error);
    expect(result.valid).toBe(false);
    expect(result.possible).toBe(false);
    expect(result.e164).toBeUndefined();
    expect(result.formatted).toBe(input);
  });

  it('accepts national numbers of 2 to 17 digits and no more', () => {
    // +800 has no fixed national length, so only the 2–17 bounds apply to it
    expect(parsePhone('+800 1', 'AM').error).toBe('TOO_SHORT');
    expect(parsePhone('+800 12', 'AM').error).toBeUndefined();
    expect(parsePhone('+800 ' + '1'.repeat(17), 'AM').error).toBeUndefined();
    expect(parsePhone('+800 ' + '1'.repeat(18), 'AM').error).toBe('TOO_LONG');
  });

  it('tells an impossible length apart from a wrong one', () => {
    expect(parsePhone('+374 10 12345', 'AM').possibility).toBe('TOO_SHORT');
    expect(parsePhone('+374 10 1234567', 'AM').possibility).toBe('TOO_LONG');
    // Iran has 4–7 and 10 digit numbers, Russia 10 and 14: the lengths in between are impossible
    expect(parsePhone('+98 21 1234 567', 'AM')).toMatchObject({ possibility: 'INVALID_LENGTH', possible: false });
    expect(parsePhone('+7 495 123 45 67 89', 'AM')).toMatchObject({ possibility: 'INVALID_LENGTH', possible: false });
  });
});

describe('parsePhone extensions', () => {
  it.each([
    ['+374 10 123456 ext. 12', 'AM', '12', '+37410123456'],
    ['+1 212 555 1234 x33', 'US', '33', '+12125551234'],
    ['(212) 555-1234 #7', 'US', '7', '+12125551234'],
    ['8 (495) 123-45-67 доб. 123', 'RU', '123', '+74951234567'],
  ])('%j has extension %s', (input, country, extension, e164) => {
    const result = parsePhone(input, country);
    expect(result.extension).toBe(extension);
    expect(result.valid).toBe(true);
    expect(result.e164).toBe(e164);
  });

  it('writes the extension in RFC 3966 form', () => {
    expect(parsePhone('+374 10 123456 ext. 12', 'AM', { format: 'rfc3966' }).formatted).toBe('tel:+37410123456;ext=12');
  });
});

describe('parsePhone format modes', () => {
  const cases: Array<[string, string, string, string]> = [
    ['+374 10 123456', 'AM', 'auto', '+374 10 123456'],
    ['010123456', 'AM', 'auto', '(010) 123456'],
    ['+374 10 123456', 'AM', 'national', '(010) 123456'],
    ['010123456', 'AM', 'international', '+374 10 123456'],
    ['010123456', 'AM', 'e.164', '+37410123456'],
    ['010123456', 'AM', 'rfc3966', 'tel:+37410123456'],
    ['+1 212 555 1234', 'AM', 'idd', '00 1 212 555 1234'],
    ['+374 10 123456', 'US', 'idd', '011 374 10 123456'],
    ['+7 495 123 45 67', 'AM', 'national', '8 (495) 123-45-67'],
    ['+7 495 123 45 67', 'AM', 'international', '+7 495 123 45 67'],
  ];
  it.each(cases)('%j (%s) in %s mode → %j', (input, country, format, expected) => {
    expect(parsePhone(input, country, { format }).formatted).toBe(expected);
  });

  it('defaults to auto', () => {
    expect(parsePhone('8 912 345 67 89', 'RU').formatted).toBe('8 (912) 345-67-89');
    expect(parsePhone('+79123456789', 'RU').formatted).toBe('+7 912 345 67 89');
  });

  it('falls back to international for an unknown mode', () => {
    for (const format of ['E164', 'pretty', '', 'INTERNATIONAL']) {
      expect(parsePhone('010123456', 'AM', { format }).formatted).toBe('+374 10 123456');
    }
  });

  it('writes an idd number dialled within its own country in national form', () => {
    expect(parsePhone('+374 10 123456', 'AM', { format: 'idd' }).formatted).toBe('(010) 123456');
  });
});

describe('parsePhone with only / ignored countries', () => {
  it('marks the number of a country outside onlyCountries invalid', () => {
    const options = { onlyCountries: ['AM', 'RU'] };
    expect(parsePhone('+374 10 123456', 'AM', options)).toMatchObject({ valid: true, possible: true, allowed: true });
    const us = parsePhone('+1 212 555 1234', 'AM', options);
    expect(us).toMatchObject({ country: 'US', valid: false, possible: false, allowed: false });
    expect(parsePhone('+800 1234 5678', 'AM', options).valid).toBe(false);
  });

  it('marks the number of an ignored country invalid', () => {
    const options = { ignoredCountries: ['kz'] };
    expect(parsePhone('+7 701 123 4567', 'RU', options)).toMatchObject({ country: 'KZ', valid: false, allowed: false });
    expect(parsePhone('+7 495 123 45 67', 'RU', options)).toMatchObject({ country: 'RU', valid: true, allowed: true });
    expect(parsePhone('+800 1234 5678', 'AM', options).valid).toBe(true);
  });

  it('picks an allowed country for an ambiguous code', () => {
    expect(parsePhone('+1 555 123 4567', 'AM', { onlyCountries: ['CA'] }).country).toBe('CA');
  });
});

describe('parsePhone input filters and limits', () => {
  it('keeps only digits, spaces, parentheses, plus and hyphen in valid-characters-only mode', () => {
    const result = parsePhone('tel: +374 (10) 12-34-56!', 'AM', { validCharactersOnly: true });
    expect(result.input).toBe(' +374 (10) 12-34-56');
    expect(result.valid).toBe(true);
    expect(parsePhone('+374 10 123456 ext. 12', 'AM', { validCharactersOnly: true }).input).toBe('+374 10 123456  12');
  });

  it('without that mode, reads a number out of surrounding text', () => {
    expect(parsePhone('Call: +374 10 123456', 'AM')).toMatchObject({ valid: true, e164: '+37410123456' });
  });

  it('applies a custom pattern character by character', () => {
    const result = parsePhone('+374-10-123456', 'AM', { customPattern: /[\d+]/g });
    expect(result.input).toBe('+37410123456');
    expect(result.valid).toBe(true);
    expect(parsePhone('+374 10 123456', 'AM', { customPattern: /\d/ })).toMatchObject({ input: '37410123456', country: 'AM' });
  });

  it('reads at most 250 characters', () => {
    const padding = ' '.repeat(236);
    expect(parsePhone(padding + '+37410123456', 'AM')).toMatchObject({ valid: true }); // 248 characters
    const late = parsePhone(' '.repeat(240) + '+37410123456', 'AM'); // the number crosses character 250
    expect(late.input).toHaveLength(250);
    expect(late.valid).toBe(false);
    expect(parsePhone('x'.repeat(300) + '+37410123456', 'AM').error).toBe('NOT_A_NUMBER');
  });
});
