/** The phone field's options and the helpers of its value: no React state here. */
import type { Ref } from 'react';

import { countryForCallingCode, isCountryAllowed, leadingCallingCode, normalizeIso2 } from '@/features/phone/model/countries';
import type { CountryIso2, PhoneFormatMode, PhoneResult } from '@/features/phone/model/types';

/** What the field's behaviour depends on (phone-input.tsx adds the props of its markup). */
export interface PhoneFieldOptions {
  /** Id of the number input (a <label htmlFor> points at it). */
  id?: string;
  /** Controlled value: the last result object from onChange, a number string (E.164 or as typed), or null/"" to clear. */
  value?: PhoneResult | string | null;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  onChange?: (result: PhoneResult) => void;
  onCountryChange?: (iso2: CountryIso2) => void;
  /** Country to start with; without it (and without a value) the IP lookup or the first preferred country decides. */
  defaultCountry?: CountryIso2;
  /** Shown first in the list; defaults to PHONE_PREFERRED_COUNTRIES. */
  preferredCountries?: readonly CountryIso2[];
  onlyCountries?: readonly CountryIso2[];
  ignoredCountries?: readonly CountryIso2[];
  /** Keep only digits, spaces, parentheses, plus and hyphen while typing. */
  validCharactersOnly?: boolean;
  /** Keep only characters matching this pattern while typing. */
  customPattern?: RegExp;
  /** Format of `result.formatted` (the field itself always shows national or international as typed). */
  format?: PhoneFormatMode;
  /** IP-to-country lookup URL; false switches it off. Defaults to NEXT_PUBLIC_IP_COUNTRY_URL. */
  ipCountryUrl?: string | false;
  /** The number input element (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/** Lists as strings, so a new array with the same countries does not rebuild the country list. */
export function listKey(list: readonly string[] | undefined): string | undefined {
  return list?.join(',');
}

export function fromKey(key: string | undefined): string[] | undefined {
  if (key === undefined) return undefined;
  return key ? key.split(',') : [];
}

/**
 * Whether a value prop is only the parent handing back what the field reported: the result object
 * itself, its E.164 number, its text, or "" for a report that had no number yet.
 */
export function isEcho(value: PhoneResult | string | null, reported: PhoneResult | null): boolean {
  if (!reported) return false;
  if (value === reported) return true;
  if (typeof value !== 'string') return false;
  return value === reported.input || value === (reported.e164 ?? '');
}

/** Text and country from a value prop: a result object, a number string, or nothing. */
export function initialState(
  value: PhoneResult | string | null | undefined,
  defaultValue: string,
  defaultCountry: CountryIso2 | undefined,
  filter: { onlyCountries?: readonly string[]; ignoredCountries?: readonly string[] },
): { text: string; country: CountryIso2 | undefined } {
  const preset = normalizeIso2(defaultCountry);
  const allowedPreset = preset && isCountryAllowed(preset, filter) ? preset : undefined;
  if (value && typeof value === 'object') return { text: value.input, country: value.country ?? allowedPreset };
  const text = typeof value === 'string' ? value : value === null ? '' : defaultValue;
  const code = text.trim().startsWith('+') ? leadingCallingCode(text) : undefined;
  const fromNumber = code ? countryForCallingCode(code, allowedPreset, filter) : undefined;
  return { text, country: fromNumber ?? allowedPreset };
}

/** Passes the number input on to the parent's ref (react-hook-form focuses it on an error). */
export function assignRef(ref: Ref<HTMLInputElement> | undefined, node: HTMLInputElement | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** Writes formatted text into the input at once and puts the caret where the same digit is (when it has focus). */
export function showText(element: HTMLInputElement, text: string, caret: number): void {
  element.value = text;
  if (document.activeElement === element) element.setSelectionRange(caret, caret);
}
