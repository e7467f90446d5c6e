import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it, vi } from 'vitest';

import {
  countriesForDialCode,
  countryForCallingCode,
  fallbackCountry,
  flagEmoji,
  getCountryList,
  getDialCode,
  isCountryAllowed,
  normalizeIso2,
} from '@/features/phone/model/countries';
import { COUNTRY_ROWS } from '@/features/phone/model/country-data';
import { COUNTRIES_NAMED_IN_MESSAGES } from '@/features/phone/model/limits';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';

describe('country data', () => {
  it('holds exactly the countries and calling codes of the phone metadata', () => {
    expect(COUNTRY_ROWS.map((row) => row[0]).sort()).toEqual([...getCountries()].sort());
    for (const [iso2, dialCode] of COUNTRY_ROWS) {
      expect(dialCode, iso2).toBe(getCountryCallingCode(iso2 as never));
    }
  });

  it('ranks the main country of a shared code first, Canada second for +1, Kazakhstan second for +7', () => {
    const main = metadata.country_calling_codes as Record<string, string[]>;
    for (const [code, countries] of Object.entries(main)) {
      expect(countriesForDialCode(code)[0], code).toBe(countries[0]);
    }
    expect(countriesForDialCode('1').slice(0, 2)).toEqual(['US', 'CA']);
    expect(countriesForDialCode('7')).toEqual(['RU', 'KZ']);
    const priorities = COUNTRY_ROWS.filter((row) => row[1] === '1').map((row) => row[2]);
    expect(new Set(priorities).size).toBe(priorities.length);
  });

  it('gives area codes that the metadata attributes to that country', () => {
    const countries = metadata.countries as unknown as Record<string, unknown[]>;
    const withAreaCodes = COUNTRY_ROWS.filter((row) => row[3]);
    expect(withAreaCodes.map((row) => row[0])).toEqual(expect.arrayContaining(['AG', 'JM', 'PR', 'KZ']));
    for (const [iso2, , , areaCodes] of withAreaCodes) {
      const leading = new RegExp(`^(?:${countries[iso2][10] as string})`);
      for (const area of areaCodes!) expect(leading.test(area), `${iso2} ${area}`).toBe(true);
    }
  });
});

describe('country list', () => {
  it('names the countries the field shows without a lookup in the messages, as the Unicode data names them', () => {
    expect([...COUNTRIES_NAMED_IN_MESSAGES].sort()).toEqual(['AM', 'RU', 'US']);
    for (const [locale, messages] of [
      ['en', en],
      ['ru', ru],
      ['hy', hy],
    ] as const) {
      const names = new Intl.DisplayNames([locale], { type: 'region' });
      expect(Object.keys(messages.Phone.countryNames).sort(), locale).toEqual([...COUNTRIES_NAMED_IN_MESSAGES].sort());
      for (const iso2 of COUNTRIES_NAMED_IN_MESSAGES) expect(messages.Phone.countryNames[iso2], `${locale} ${iso2}`).toBe(names.of(iso2));
    }
  });

  it('names the countries only when the list is read: the preferred ones and the fallback come without it', () => {
    const naming = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    try {
      const list = getCountryList('hy', { preferredCountries: ['GE', 'AM'] });
      expect(list.preferred).toEqual(['GE', 'AM']);
      expect(list.preferredCount).toBe(2);
      expect(fallbackCountry(list)).toBe('GE');
      expect(naming).not.toHaveBeenCalled();
      expect(list.countries.length).toBeGreaterThan(200);
      const named = naming.mock.calls.length;
      expect(named).toBeGreaterThan(200);
      expect(list.countries).toBe(list.countries);
      expect(naming).toHaveBeenCalledTimes(named);
    } finally {
      naming.mockRestore();
    }
  });

  it('has about 240 countries with names in the interface language', () => {
    for (const locale of ['hy', 'ru', 'en']) {
      const { countries } = getCountryList(locale);
      expect(countries.length).toBeGreaterThanOrEqual(240);
      expect(countries.every((c) => c.name && c.name !== c.iso2)).toBe(true);
      expect(new Set(countries.map((c) => c.iso2)).size).toBe(countries.length);
    }
    const names = (locale: string) => getCountryList(locale).countries.find((c) => c.iso2 === 'DE')!.name;
    expect([names('hy'), names('ru'), names('en')]).toEqual(['Գերմանիա', 'Германия', 'Germany']);
  });

  it('puts Armenia and Russia first, then sorts by the language', () => {
    const { countries, preferredCount } = getCountryList('ru');
    expect(preferredCount).toBe(2);
    expect(countries.slice(0, 2).map((c) => c.iso2)).toEqual(['AM', 'RU']);
    const rest = countries.slice(2).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('ru').compare));
    expect(rest[0]).toBe('Австралия');
    expect(getCountryList('en').countries[2].name).toBe('Afghanistan');
  });

  it('takes the clinic’s own preferred countries, skipping unknown and repeated ones', () => {
    const { countries, preferredCount } = getCountryList('en', { preferredCountries: ['ge', 'IR', 'XX', 'GE'] });
    expect(preferredCount).toBe(2);
    expect(countries.slice(0, 2).map((c) => c.iso2)).toEqual(['GE', 'IR']);
    expect(countries.filter((c) => c.iso2 === 'GE')).toHaveLength(1);
  });

  it('entries carry dial code, priority and area codes', () => {
    const { countries } = getCountryList('en');
    expect(countries.find((c) => c.iso2 === 'AM')).toEqual({ name: 'Armenia', iso2: 'AM', dialCode: '374', priority: 0 });
    expect(countries.find((c) => c.iso2 === 'KZ')).toMatchObject({ dialCode: '7', priority: 1, areaCodes: ['7'] });
    expect(countries.find((c) => c.iso2 === 'CA')).toMatchObject({ dialCode: '1', priority: 1 });
  });

  it('applies onlyCountries and ignoredCountries', () => {
    expect(getCountryList('en', { onlyCountries: ['fr', 'de', 'AM'] }).countries.map((c) => c.iso2)).toEqual(['AM', 'FR', 'DE']);
    const withoutRussia = getCountryList('en', { ignoredCountries: ['RU'] });
    expect(withoutRussia.countries.some((c) => c.iso2 === 'RU')).toBe(false);
    expect(withoutRussia.preferredCount).toBe(1);
    expect(fallbackCountry(getCountryList('en', { onlyCountries: ['FR', 'DE'] }))).toBe('FR');
    expect(fallbackCountry(getCountryList('en'))).toBe('AM');
  });
});

describe('country helpers', () => {
  it('normalizes codes and knows dial codes', () => {
    expect(normalizeIso2(' am ')).toBe('AM');
    expect(normalizeIso2('XX')).toBeUndefined();
    expect(normalizeIso2(374)).toBeUndefined();
    expect(getDialCode('am')).toBe('374');
    expect(getDialCode(undefined)).toBeUndefined();
  });

  it('decides whether a country is allowed', () => {
    expect(isCountryAllowed('AM')).toBe(true);
    expect(isCountryAllowed('XX')).toBe(false);
    expect(isCountryAllowed('AM', { onlyCountries: ['RU'] })).toBe(false);
    expect(isCountryAllowed('am', { ignoredCountries: ['AM'] })).toBe(false);
    expect(isCountryAllowed(undefined)).toBe(true);
    expect(isCountryAllowed(undefined, { onlyCountries: ['AM'] })).toBe(false);
  });

  it('keeps the selected country for a code it shares, else takes the main one', () => {
    expect(countryForCallingCode('7', 'KZ')).toBe('KZ');
    expect(countryForCallingCode('7', 'AM')).toBe('RU');
    expect(countryForCallingCode('1', 'CA')).toBe('CA');
    expect(countryForCallingCode('1', 'CA', { ignoredCountries: ['CA'] })).toBe('US');
    expect(countryForCallingCode('999', 'AM')).toBeUndefined();
  });

  it('draws flags as regional indicator pairs', () => {
    expect(flagEmoji('AM')).toBe('🇦🇲');
    expect(flagEmoji('ru')).toBe('🇷🇺');
    expect(flagEmoji('1')).toBe('');
  });
});

describe('country names the browser lacks', () => {
  it('are loaded only where the browser cannot name countries in the page language itself', async () => {
    const { regionNamesReady } = await import('@/features/phone/model/region-names');
    // Node's full Unicode data names regions in Armenian: nothing to load (the other case: region-names.test.tsx).
    expect(regionNamesReady('hy')).toBe(true);
    expect(regionNamesReady('ru')).toBe(true);
    expect(getCountryList('hy').countries.find((entry) => entry.iso2 === 'FR')?.name).toBe('Ֆրանսիա');
  });
});
