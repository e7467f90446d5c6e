/** Formatting: as the user types, and of a parsed number in one of the spec's format modes. */
import { PHONE_INPUT_MAX_LENGTH } from '@/features/phone/model/limits';

import { normalizeIso2 } from './countries';
import { filterPhoneText, normalizeInternationalPrefix } from './filters';
import { AsYouType, type CountryCode, type PhoneNumber } from './library';
import { keepSelectedCountry } from './shared-plan';
import { PHONE_FORMAT_MODES, type CountryIso2, type PhoneFormatMode, type PhoneInputFilter } from './types';

/** An unknown mode falls back to "international". */
export function resolveFormatMode(mode: unknown): PhoneFormatMode {
  return (PHONE_FORMAT_MODES as readonly unknown[]).includes(mode) ? (mode as PhoneFormatMode) : 'international';
}

/**
 * A parsed number in the given mode. "auto" is international when the number was written with a
 * plus, national otherwise. "idd" is how one dials it from `fromCountry` (from the same country that is
 * the national form); without a usable `fromCountry` it is international.
 */
export function formatPhoneNumber(phone: PhoneNumber, mode: unknown, writtenInternational: boolean, fromCountry?: CountryIso2): string {
  switch (resolveFormatMode(mode)) {
    case 'auto':
      return writtenInternational ? phone.formatInternational() : phone.formatNational();
    case 'national':
      return phone.formatNational();
    case 'e.164':
      return phone.number;
    case 'rfc3966':
      return phone.getURI();
    case 'idd': {
      const from = normalizeIso2(fromCountry);
      return (from && phone.format('IDD', { fromCountry: from as CountryCode })) || phone.formatInternational();
    }
    default:
      return phone.formatInternational();
  }
}

/** A complete extension marker at the end: "ext. 12", "x12", "#12", "доб. 12". */
const EXTENSION_SUFFIX = /\s*(?:ext\.?|extension|x|#|доб\.?|;ext=)\s*\d*$/i;
const FORMATTABLE = /^[\d\s()+\-./]*$/;

export interface TypedNumber {
  /** What the field shows. */
  text: string;
  /** Country the digits belong to, once they tell (undefined while "+1" or "+7" could be several). */
  country: CountryIso2 | undefined;
  /** Calling code once the typed international prefix is complete. */
  callingCode: string | undefined;
  international: boolean;
}

/**
 * Formats what the user typed, as they type it: national digits with the selected country's
 * pattern, "+…" in international form. Text with letters (other than a complete extension) is left
 * alone rather than having characters vanish under the user's fingers.
 */
export function formatAsYouType(raw: string, country: CountryIso2 | undefined, filter: PhoneInputFilter = {}): TypedNumber {
  const text = normalizeInternationalPrefix(filterPhoneText(raw, filter));
  const international = text.trim().startsWith('+');
  const extension = EXTENSION_SUFFIX.exec(text);
  const main = extension ? text.slice(0, extension.index) : text;
  if (!FORMATTABLE.test(main) || main.trim() === '') {
    return { text, country: international ? undefined : normalizeIso2(country), callingCode: undefined, international };
  }
  const typer = new AsYouType(normalizeIso2(country) as CountryCode | undefined);
  const formatted = typer.input(main);
  const number = typer.getNumber();
  const detected = (number && keepSelectedCountry(number, country)) ?? typer.getCountry();
  return {
    text: extension ? formatted + extension[0] : formatted,
    country: detected ?? (international ? undefined : normalizeIso2(country)),
    callingCode: typer.getCallingCode() ?? undefined,
    international,
  };
}

/** Fits a formatted number into the field's 25 characters: the E.164 form is the shortest complete one. */
export function fitToInputLength(formatted: string, e164: string | undefined): string {
  if (formatted.length <= PHONE_INPUT_MAX_LENGTH) return formatted;
  if (e164 && e164.length <= PHONE_INPUT_MAX_LENGTH) return e164;
  return formatted.slice(0, PHONE_INPUT_MAX_LENGTH);
}
