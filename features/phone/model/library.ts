/**
 * The one place that picks the libphonenumber-js metadata: "max", which catches typos that "min" lets through,
 * while "mobile" would refuse the landlines a callback must accept (docs/decisions/phone-metadata.md).
 * It only ever loads through the lazy phone engine, never with the page.
 */
import { PhoneNumber, type CountryCode, type E164Number } from 'libphonenumber-js/max';

export {
  AsYouType,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  getCountries,
  getCountryCallingCode,
} from 'libphonenumber-js/max';
export type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';

/**
 * Whether a complete number is valid in one particular country of its calling code: "+358 41 …"
 * is a mobile number of Finland and of the Åland Islands alike, and the library alone names only
 * the main country (Finland).
 */
export function isValidInCountry(e164: string, country: CountryCode): boolean {
  const candidate = new PhoneNumber(e164 as E164Number);
  candidate.country = country;
  return candidate.isValid();
}
