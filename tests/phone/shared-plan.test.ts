import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';

import { isKnownCountry } from '@/features/phone/model/countries';
import { formatAsYouType } from '@/features/phone/model/format';
import { isValidInCountry } from '@/features/phone/model/library';
import { parsePhone } from '@/features/phone/model/parse';

/** Every calling code that several countries share, straight from the library's metadata. */
const byCode = new Map<string, string[]>();
for (const country of getCountries().filter(isKnownCountry)) {
  const code = String(getCountryCallingCode(country));
  byCode.set(code, [...(byCode.get(code) ?? []), country]);
}
const SHARED = [...byCode].filter(([, countries]) => countries.length > 1);

const EVERY_SHARING_COUNTRY = SHARED.flatMap(([, countries]) => countries);

const example = (country: CountryCode) => getExampleNumber(country, examples)!;

describe('countries that share a numbering plan', () => {
  it('are many, and include the ones visitors of the clinic meet', () => {
    expect(EVERY_SHARING_COUNTRY).toEqual(
      expect.arrayContaining(['AX', 'FI', 'GG', 'JE', 'IM', 'GB', 'BL', 'MF', 'GP', 'CX', 'CC', 'AU', 'VA', 'IT', 'KZ', 'RU', 'US', 'CA']),
    );
    expect(EVERY_SHARING_COUNTRY.length).toBeGreaterThan(40);
  });

  it.each(EVERY_SHARING_COUNTRY)('%s stays selected for its own number, written nationally or internationally', (country) => {
    const number = example(country as CountryCode);
    for (const written of [number.formatNational(), number.formatInternational()]) {
      const result = parsePhone(written, country);
      expect(result.valid).toBe(true);
      expect(result.country).toBe(country);
      expect(formatAsYouType(written, country).country).toBe(country);
    }
  });

  it.each(
    SHARED.flatMap(([, countries]) =>
      countries.flatMap((selected) => countries.filter((other) => other !== selected).map((other) => [selected, other] as const)),
    ),
  )('with %s selected, a number of %s stays with the selected country exactly when it is valid there', (selected, other) => {
    const written = example(other as CountryCode).formatInternational();
    const unselected = parsePhone(written, undefined).country;
    const expected = isValidInCountry(example(other as CountryCode).number, selected as CountryCode) ? selected : unselected;
    expect(parsePhone(written, selected).country).toBe(expected);
  });

  it.each([
    ['041 2345678', 'AX', '+358412345678'],
    ['07781 123456', 'GG', '+447781123456'],
    ['07797 712345', 'JE', '+447797712345'],
    ['07924 123456', 'IM', '+447924123456'],
    ['0690 001234', 'BL', '+590690001234'],
    ['0690 001234', 'MF', '+590690001234'],
    ['0412 345 678', 'CX', '+61412345678'],
    ['0412 345 678', 'CC', '+61412345678'],
    ['312 345 6789', 'VA', '+393123456789'],
    ['0690 00 12 34', 'GP', '+590690001234'],
    ['41 23 45 67', 'SJ', '+4741234567'],
    ['06 50 12 34 56', 'EH', '+212650123456'],
  ])('the issue’s cases: %s with %s selected keeps %s', (input, country, e164) => {
    const result = parsePhone(input, country);
    expect(result).toMatchObject({ e164, valid: true, country });
  });

  it('Russia and Kazakhstan, the US and Canada: area codes decide, as they should', () => {
    expect(parsePhone('8 (912) 345-67-89', 'KZ')).toMatchObject({ country: 'RU', valid: true });
    expect(parsePhone('8 (771) 000 9998', 'RU')).toMatchObject({ country: 'KZ', valid: true });
    expect(parsePhone('(201) 555-0123', 'CA')).toMatchObject({ country: 'US', valid: true });
  });

  it('a number valid only in the main country still moves there', () => {
    // +358 9 … is a Helsinki landline: not an Åland number.
    expect(parsePhone('09 1234567', 'AX')).toMatchObject({ country: 'FI', valid: true });
    // a London landline is British, not Jersey's
    expect(parsePhone('020 7946 0018', 'JE')).toMatchObject({ country: 'GB', valid: true });
  });
});
