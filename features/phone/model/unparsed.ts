import { getDialCode, isCountryAllowed } from './countries';
import type { CountryFilter, CountryIso2, PhoneResult } from './types';

/** The result for text the phone engine has not read yet (it loads on demand), and the base of a failed parse: never valid. */
export function unparsedPhoneResult(input: string, country: CountryIso2 | undefined, filter: CountryFilter = {}): PhoneResult {
  return {
    input,
    country,
    countryCode: getDialCode(country),
    nationalNumber: '',
    formatted: input,
    e164: undefined,
    extension: undefined,
    valid: false,
    possible: false,
    possibility: undefined,
    error: undefined,
    allowed: isCountryAllowed(country, filter),
  };
}
