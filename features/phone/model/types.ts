/** Types of the phone core (spec sections 3 and 5). */

/** ISO 3166-1 alpha-2 code in upper case, e.g. "AM". */
export type CountryIso2 = string;

/** Country list entry of the spec. */
export interface CountryEntry {
  /** Name in the interface language. */
  name: string;
  iso2: CountryIso2;
  /** Calling code without the plus, e.g. "374". */
  dialCode: string;
  /** 0 for the main country of a shared calling code, 1, 2 … for the others. */
  priority: number;
  /** Leading digits after the calling code that identify a country of a shared code. */
  areaCodes?: readonly string[];
}

export const PHONE_FORMAT_MODES = ['auto', 'national', 'international', 'e.164', 'rfc3966', 'idd'] as const;
export type PhoneFormatMode = (typeof PHONE_FORMAT_MODES)[number];

/** Why no number could be read from the input. */
export type PhoneParseError = 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG';

/** Whether the length of the national number fits the country. */
export type PhonePossibility = 'IS_POSSIBLE' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH';

export interface CountryFilter {
  /** Only these countries are allowed (empty or absent: all). */
  onlyCountries?: readonly CountryIso2[];
  /** These countries are not allowed. */
  ignoredCountries?: readonly CountryIso2[];
}

export interface PhoneInputFilter {
  /** Keep only digits, spaces, parentheses, plus and hyphen. */
  validCharactersOnly?: boolean;
  /** Keep only the characters this pattern matches (tested one character at a time). */
  customPattern?: RegExp;
}

export interface PhoneOptions extends CountryFilter, PhoneInputFilter {
  /** How `formatted` is written; an unknown mode falls back to "international". */
  format?: PhoneFormatMode | (string & {});
}

/** Phone input result of the spec, plus what a form needs to send the number. */
export interface PhoneResult {
  /** The text that was read: filtered and cut to the parse limit. */
  input: string;
  /** Country of the number (ISO2); for an incomplete number of a shared code, the selected country. */
  country: CountryIso2 | undefined;
  /** Calling code without the plus, e.g. "374". */
  countryCode: string | undefined;
  /** Digits after the calling code (and after the national prefix). */
  nationalNumber: string;
  /** The number in the requested format mode; the input itself when no number could be read. */
  formatted: string;
  /** E.164 form, e.g. "+37410123456", when a number could be read. */
  e164: string | undefined;
  extension: string | undefined;
  /** Length and pattern match the country, and the country is allowed. */
  valid: boolean;
  /** Length fits the country, and the country is allowed. */
  possible: boolean;
  possibility: PhonePossibility | undefined;
  error: PhoneParseError | undefined;
  /** False when onlyCountries / ignoredCountries exclude the number's country. */
  allowed: boolean;
}
