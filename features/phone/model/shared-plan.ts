/**
 * Countries that share one numbering plan (one calling code): Finland and the Åland Islands, the UK
 * and Guernsey, Jersey and the Isle of Man, the NANP countries, Russia and Kazakhstan, Italy and
 * the Vatican … The set comes from the library's metadata, never from a hand-written list.
 */
import { normalizeIso2 } from './countries';
import { getCountries, getCountryCallingCode, isValidInCountry, type CountryCode } from './library';
import type { CountryIso2 } from './types';

let byCallingCode: Map<string, CountryIso2[]> | undefined;

/** The countries of a calling code (one for most codes). */
export function countriesOfCallingCode(callingCode: string): CountryIso2[] {
  if (!byCallingCode) {
    byCallingCode = new Map();
    for (const country of getCountries()) {
      const code = String(getCountryCallingCode(country));
      byCallingCode.set(code, [...(byCallingCode.get(code) ?? []), country]);
    }
  }
  return byCallingCode.get(callingCode) ?? [];
}

/**
 * The country to report for a parsed number: the selected country when the number is valid there
 * (the visitor said where they are, and "041 2345678" is as Ålandic as it is Finnish), otherwise the
 * country the library detected.
 */
export function keepSelectedCountry(
  number: { number: string; countryCallingCode: string; country?: string },
  selected: CountryIso2 | undefined,
): CountryIso2 | undefined {
  const chosen = normalizeIso2(selected);
  if (
    chosen &&
    chosen !== number.country &&
    countriesOfCallingCode(number.countryCallingCode).includes(chosen) &&
    isValidInCountry(number.number, chosen as CountryCode)
  ) {
    return chosen;
  }
  return number.country;
}
