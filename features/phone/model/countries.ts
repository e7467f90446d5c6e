/** The country list of the phone field: names in the interface language, preferred countries first. */
import { PHONE_PREFERRED_COUNTRIES } from '@/features/phone/model/limits';

import { COUNTRY_ROWS, type CountryRow } from './country-data';
import { regionName, regionNamesGeneration } from './region-names';
import type { CountryEntry, CountryFilter, CountryIso2 } from './types';

const ROWS_BY_ISO2 = new Map<string, CountryRow>(COUNTRY_ROWS.map((row) => [row[0], row]));

/** "am" → "AM"; anything that is not a known country → undefined. */
export function normalizeIso2(value: unknown): CountryIso2 | undefined {
  if (typeof value !== 'string') return undefined;
  const iso2 = value.trim().toUpperCase();
  return ROWS_BY_ISO2.has(iso2) ? iso2 : undefined;
}

export function isKnownCountry(value: unknown): boolean {
  return normalizeIso2(value) !== undefined;
}

export function getDialCode(iso2: CountryIso2 | undefined): string | undefined {
  return iso2 ? ROWS_BY_ISO2.get(iso2.toUpperCase())?.[1] : undefined;
}

export function isCountryAllowed(iso2: CountryIso2 | undefined, filter: CountryFilter = {}): boolean {
  const code = normalizeIso2(iso2);
  const only = filter.onlyCountries?.map((c) => c.toUpperCase()) ?? [];
  const ignored = filter.ignoredCountries?.map((c) => c.toUpperCase()) ?? [];
  // A number without a country (e.g. +800) passes unless an allow-list is set.
  if (!code) return iso2 === undefined && only.length === 0;
  if (only.length > 0 && !only.includes(code)) return false;
  return !ignored.includes(code);
}

/** Allowed countries sharing a calling code, main country first. */
export function countriesForDialCode(dialCode: string, filter: CountryFilter = {}): CountryIso2[] {
  return COUNTRY_ROWS.filter((row) => row[1] === dialCode && isCountryAllowed(row[0], filter))
    .sort((a, b) => a[2] - b[2])
    .map((row) => row[0]);
}

/**
 * The country to show for a number whose calling code is known but whose country is not yet
 * (e.g. "+7" or "+1 212"): the selected country when it shares the code, else the main country.
 */
export function countryForCallingCode(
  callingCode: string,
  selected: CountryIso2 | undefined,
  filter: CountryFilter = {},
): CountryIso2 | undefined {
  if (selected && getDialCode(selected) === callingCode && isCountryAllowed(selected, filter)) return selected.toUpperCase();
  return countriesForDialCode(callingCode, filter)[0];
}

export function countryName(iso2: CountryIso2, locale: string): string {
  return regionName(iso2, locale);
}

/** Flag as two regional indicator symbols; no image, no network. */
export function flagEmoji(iso2: CountryIso2): string {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

export interface CountryListOptions extends CountryFilter {
  /** Shown first, in this order; defaults to the clinic's preferred countries. */
  preferredCountries?: readonly CountryIso2[];
}

export interface CountryList {
  /** Every allowed country, preferred first, the others by name: named and sorted on first read. */
  readonly countries: CountryEntry[];
  /** How many entries at the start of `countries` are the preferred ones. */
  preferredCount: number;
  /** The preferred countries, in order, known without naming the others. */
  preferred: CountryIso2[];
}

function toEntry(row: CountryRow, locale: string): CountryEntry {
  const [iso2, dialCode, priority, areaCodes] = row;
  const entry: CountryEntry = { name: countryName(iso2, locale), iso2, dialCode, priority };
  if (areaCodes) entry.areaCodes = areaCodes;
  return entry;
}

/**
 * Preferred countries first, then the others sorted by their name in `locale`; each country once. Naming and
 * sorting every country (a few hundred Intl lookups, 10–20 ms on a phone) waits until `countries` is first read,
 * when the list opens, so it is no part of the form's hydration.
 */
export function getCountryList(locale: string, options: CountryListOptions = {}): CountryList {
  const preferred: CountryIso2[] = [];
  for (const value of options.preferredCountries ?? PHONE_PREFERRED_COUNTRIES) {
    const iso2 = normalizeIso2(value);
    if (iso2 && !preferred.includes(iso2) && isCountryAllowed(iso2, options)) preferred.push(iso2);
  }
  let countries: CountryEntry[] | null = null;
  let namedIn = -1;
  return {
    preferred,
    preferredCount: preferred.length,
    get countries() {
      if (countries && namedIn === regionNamesGeneration()) return countries;
      namedIn = regionNamesGeneration();
      const collator = new Intl.Collator(locale);
      const rest = COUNTRY_ROWS.filter((row) => !preferred.includes(row[0]) && isCountryAllowed(row[0], options))
        .map((row) => toEntry(row, locale))
        .sort((a, b) => collator.compare(a.name, b.name));
      countries = [...preferred.map((iso2) => toEntry(ROWS_BY_ISO2.get(iso2)!, locale)), ...rest];
      return countries;
    },
  };
}

/** The country used when none is known: the first preferred country, else the first of the list. */
export function fallbackCountry(list: CountryList): CountryIso2 | undefined {
  return list.preferred[0] ?? list.countries[0]?.iso2;
}

/** Calling code at the start of "+…" text, read from the country table (calling codes are prefix-free). */
export function leadingCallingCode(text: string): string | undefined {
  const digits = /^\s*\+\s*(\d{1,3})/.exec(text)?.[1];
  if (!digits) return undefined;
  for (let length = 1; length <= digits.length; length++) {
    const code = digits.slice(0, length);
    if (COUNTRY_ROWS.some((row) => row[1] === code)) return code;
  }
  return undefined;
}

/**
 * The country the field shows after the user typed: national input keeps the selected country;
 * "+…" switches to the number's country once its digits tell it, and while the calling code alone
 * is known (+1, +7) keeps the selected country if it shares the code. A country that is not
 * allowed is never switched to.
 */
export function countryForTypedNumber(
  typed: { international: boolean; country?: CountryIso2; callingCode?: string },
  selected: CountryIso2 | undefined,
  filter: CountryFilter = {},
): CountryIso2 | undefined {
  if (!typed.international) return selected;
  if (typed.country) return isCountryAllowed(typed.country, filter) ? typed.country : selected;
  if (typed.callingCode) return countryForCallingCode(typed.callingCode, selected, filter) ?? selected;
  return selected;
}
