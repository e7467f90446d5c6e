/** parsePhone: the spec's phone input result from a text and the selected country. */
import { PHONE_NATIONAL_MAX_DIGITS, PHONE_NATIONAL_MIN_DIGITS } from '@/features/phone/model/limits';

import { countryForCallingCode, isCountryAllowed, normalizeIso2 } from './countries';
import { filterPhoneText, limitParseInput, normalizeInternationalPrefix } from './filters';
import { formatPhoneNumber } from './format';
import { ParseError, parsePhoneNumberWithError, validatePhoneNumberLength, type CountryCode, type PhoneNumber } from './library';
import { keepSelectedCountry } from './shared-plan';
import type { CountryIso2, PhoneOptions, PhoneParseError, PhonePossibility, PhoneResult } from './types';
import { unparsedPhoneResult } from './unparsed';

const PARSE_ERRORS: readonly PhoneParseError[] = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG'];

function toParseError(error: unknown): PhoneParseError {
  if (error instanceof ParseError && (PARSE_ERRORS as readonly string[]).includes(error.message)) {
    return error.message as PhoneParseError;
  }
  return 'NOT_A_NUMBER';
}

function failed(input: string, country: CountryIso2 | undefined, error: PhoneParseError, options: PhoneOptions): PhoneResult {
  const possibility = error === 'TOO_SHORT' || error === 'TOO_LONG' ? error : undefined;
  return { ...unparsedPhoneResult(input, country, options), possibility, error };
}

function possibilityOf(phone: PhoneNumber): PhonePossibility {
  const problem = validatePhoneNumberLength(phone.number);
  if (problem === 'TOO_SHORT' || problem === 'TOO_LONG') return problem;
  return problem ? 'INVALID_LENGTH' : 'IS_POSSIBLE';
}

/**
 * Reads a phone number. A text starting with + (or 00) is international; anything else is read
 * with `selectedCountry`. Throws a TypeError for a non-string input; every other problem is a value.
 */
export function parsePhone(input: string, selectedCountry?: CountryIso2, options: PhoneOptions = {}): PhoneResult {
  if (typeof input !== 'string') {
    throw new TypeError(`parsePhone: the input must be a string, got ${input === null ? 'null' : typeof input}`);
  }
  const text = normalizeInternationalPrefix(filterPhoneText(limitParseInput(input), options));
  const selected = normalizeIso2(selectedCountry);
  // International when a plus comes before the first digit ("+374 …", but also "Tel.: +374 …").
  const international = /^[^\d+]*\+/.test(text);

  if (!international && !selected) return failed(text, undefined, text.trim() ? 'INVALID_COUNTRY' : 'NOT_A_NUMBER', options);
  if (!/\d/.test(text)) return failed(text, selected, 'NOT_A_NUMBER', options);

  let phone: PhoneNumber;
  try {
    phone = parsePhoneNumberWithError(text, international ? undefined : (selected as CountryCode));
  } catch (error) {
    return failed(text, international ? undefined : selected, toParseError(error), options);
  }

  const code = String(phone.countryCallingCode);
  const country =
    keepSelectedCountry(phone, selected) ?? countryForCallingCode(code, selected, options) ?? countryForCallingCode(code, selected);
  const nationalNumber = String(phone.nationalNumber);
  if (nationalNumber.length < PHONE_NATIONAL_MIN_DIGITS) return failed(text, country, 'TOO_SHORT', options);
  if (nationalNumber.length > PHONE_NATIONAL_MAX_DIGITS) return failed(text, country, 'TOO_LONG', options);

  const allowed = isCountryAllowed(country, options);
  const possibility = possibilityOf(phone);
  return {
    input: text,
    country,
    countryCode: code,
    nationalNumber,
    formatted: formatPhoneNumber(phone, options.format ?? 'auto', international, selected),
    e164: phone.number,
    extension: phone.ext ? String(phone.ext) : undefined,
    valid: allowed && phone.isValid(),
    possible: allowed && possibility === 'IS_POSSIBLE' && phone.isPossible(),
    possibility,
    error: undefined,
    allowed,
  };
}
