/** What the phone field does to raw text before it is formatted or parsed. */
import { PHONE_PARSE_INPUT_LIMIT } from '@/features/phone/model/limits';

import type { PhoneInputFilter } from './types';

const VALID_CHARACTER = /[\d\s()+-]/;
/** First code points of the decimal digit sets people type phone numbers in, besides ASCII. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0xff10];

/** Arabic-Indic, Persian, Devanagari, Bengali and full-width digits become 0-9. */
export function toAsciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (ch) => {
    const code = ch.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? ch : String(code - zero);
  });
}

/** Valid-characters-only mode: digits, spaces, parentheses, plus and hyphen. */
export function keepValidCharacters(text: string): string {
  return [...text].filter((ch) => VALID_CHARACTER.test(ch)).join('');
}

/** Keeps the characters the pattern matches; `g`/`y` flags are dropped so the test has no state. */
export function applyCustomPattern(text: string, pattern: RegExp): string {
  const test = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return [...text].filter((ch) => test.test(ch)).join('');
}

export function filterPhoneText(text: string, filter: PhoneInputFilter = {}): string {
  let result = toAsciiDigits(text);
  if (filter.validCharactersOnly) result = keepValidCharacters(result);
  if (filter.customPattern) result = applyCustomPattern(result, filter.customPattern);
  return result;
}

/**
 * "00 374 …" is how most of the world dials abroad; no national number starts with 00, so it is
 * read as "+374 …" whatever country is selected.
 */
export function normalizeInternationalPrefix(text: string): string {
  return text.replace(/^(\s*)00\s*(?=[1-9])/, '$1+');
}

/** The parser reads at most the first 250 characters. */
export function limitParseInput(text: string): string {
  return text.length > PHONE_PARSE_INPUT_LIMIT ? text.slice(0, PHONE_PARSE_INPUT_LIMIT) : text;
}
