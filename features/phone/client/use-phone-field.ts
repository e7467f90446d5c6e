/**
 * The phone field without its markup: the text and country, parsing with the phone library once it is loaded,
 * the caret kept in place while the text is formatted, the visitor's country, and what is reported to the form.
 * phone-input.tsx draws it; the country list's own state and search are in use-country-select.ts.
 */
import 'client-only';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';

import { fixFormattingDeletion, mapCaret } from '@/features/phone/model/caret';
import {
  countryForCallingCode,
  countryForTypedNumber,
  fallbackCountry,
  getCountryList,
  getDialCode,
  isCountryAllowed,
  leadingCallingCode,
} from '@/features/phone/model/countries';
import { filterPhoneText } from '@/features/phone/model/filters';
import { PHONE_INPUT_MAX_LENGTH } from '@/features/phone/model/limits';
import type { CountryIso2, PhoneResult } from '@/features/phone/model/types';
import { unparsedPhoneResult } from '@/features/phone/model/unparsed';
import { browserIpCountryUrl } from '@/lib/env/browser';

import type { PhoneEngine } from '../components/load-phone-engine';
import { assignRef, fromKey, initialState, isEcho, listKey, showText, type PhoneFieldOptions } from '../model/phone-value';
import { usePhoneEngine } from './use-phone-engine';
import { useVisitorCountry } from './use-visitor-country';

export function usePhoneField(options: PhoneFieldOptions) {
  const { id, value, defaultValue = '', onChange, onCountryChange, defaultCountry, format, ref } = options;
  const { preferredCountries, onlyCountries, ignoredCountries, validCharactersOnly, customPattern } = options;
  const { ipCountryUrl = browserIpCountryUrl() } = options;
  const t = useTranslations('Phone');
  const locale = useLocale();
  const autoId = useId();
  const inputId = id ?? `${autoId}-phone`;

  const onlyKey = listKey(onlyCountries);
  const ignoredKey = listKey(ignoredCountries);
  const preferredKey = listKey(preferredCountries);
  const list = useMemo(
    () =>
      getCountryList(locale, {
        preferredCountries: fromKey(preferredKey),
        onlyCountries: fromKey(onlyKey),
        ignoredCountries: fromKey(ignoredKey),
      }),
    [locale, preferredKey, onlyKey, ignoredKey],
  );
  const filter = useMemo(
    () => ({ onlyCountries: fromKey(onlyKey), ignoredCountries: fromKey(ignoredKey), validCharactersOnly, customPattern }),
    [onlyKey, ignoredKey, validCharactersOnly, customPattern],
  );
  const fallback = fallbackCountry(list);

  const [initial] = useState(() => initialState(value, defaultValue, defaultCountry, filter));
  const [text, setText] = useState(initial.text);
  const [country, setCountry] = useState<CountryIso2 | undefined>(initial.country);
  /** The value prop as last seen, and the result this field last reported. */
  const [seenValue, setSeenValue] = useState(value);
  const [reported, setReported] = useState<PhoneResult | null>(null);
  const shownCountry = country ?? fallback;

  const input = useRef<HTMLInputElement | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  /** Latest text and country for callbacks that run after a load or a lookup. */
  const latest = useRef({ text: initial.text, country: initial.country });
  /** The user typed, pasted or picked: the IP lookup must not change the country any more. */
  const touched = useRef(initial.country !== undefined);
  /** Text typed before the engine loaded is read and reported once it has. */
  const unreadInput = useRef(false);

  const report = useCallback(
    (result: PhoneResult) => {
      setReported(result);
      input.current?.setCustomValidity(result.input.trim() && !result.valid ? t('invalid') : '');
      onChange?.(result);
    },
    [onChange, t],
  );

  // Once the library is there, what was typed before is formatted in place (caret kept) and reported.
  const onEngineLoaded = useCallback(
    (loaded: PhoneEngine) => {
      const { text: current, country: selected } = latest.current;
      if (!current) return;
      const typed = loaded.formatAsYouType(current, selected ?? fallback, filter);
      const nextCountry = countryForTypedNumber(typed, selected ?? fallback, filter);
      const nextText = typed.text.length <= PHONE_INPUT_MAX_LENGTH ? typed.text : current;
      const focused = typeof document !== 'undefined' && document.activeElement === input.current;
      const caret = focused ? mapCaret(current, input.current?.selectionStart ?? current.length, nextText) : null;
      setText(nextText);
      setCountry(nextCountry);
      if (focused && caret !== null && input.current) {
        input.current.value = nextText;
        input.current.setSelectionRange(caret, caret);
      }
      if (unreadInput.current) {
        unreadInput.current = false;
        report(loaded.parsePhone(nextText, nextCountry, { ...filter, format }));
      }
    },
    [fallback, filter, format, report],
  );
  const { engine, requestEngine } = usePhoneEngine(root, onEngineLoaded);

  const parse = (nextText: string, nextCountry: CountryIso2 | undefined): PhoneResult =>
    engine ? engine.parsePhone(nextText, nextCountry, { ...filter, format }) : unparsedPhoneResult(nextText, nextCountry, filter);

  const commit = (nextText: string, nextCountry: CountryIso2 | undefined) => {
    setText(nextText);
    if (nextCountry !== country) {
      setCountry(nextCountry);
      if (nextCountry) onCountryChange?.(nextCountry);
    }
  };

  // A value from the parent that is not the echo of this field's own report (a reset, a number
  // loaded from elsewhere) replaces what the field shows.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && !isEcho(value, reported)) {
      const next = initialState(value, '', country ?? defaultCountry, filter);
      setText(next.text);
      if (next.country) setCountry(next.country);
    }
  }

  useLayoutEffect(() => {
    latest.current = { text, country };
  }, [text, country]);

  const chooseCountry = (iso2: CountryIso2) => {
    setCountry(iso2);
    onCountryChange?.(iso2);
  };
  useVisitorCountry({
    lookupUrl: ipCountryUrl || '',
    needsCountry: initial.country === undefined,
    locale,
    filter,
    fallback,
    touched,
    choose: chooseCountry,
  });

  const setInput = (node: HTMLInputElement | null) => {
    input.current = node;
    assignRef(ref, node);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    const raw = element.value;
    const caret = element.selectionStart ?? raw.length;
    touched.current = true;
    if (!engine) {
      const filtered = filterPhoneText(raw, filter);
      const nextCountry = filtered.trim().startsWith('+')
        ? (countryForCallingCode(leadingCallingCode(filtered) ?? '', shownCountry, filter) ?? shownCountry)
        : shownCountry;
      unreadInput.current = true;
      commit(filtered, nextCountry);
      report(unparsedPhoneResult(filtered, nextCountry, filter));
      requestEngine();
      return;
    }
    const fixed = fixFormattingDeletion(text, raw, caret, (event.nativeEvent as InputEvent).inputType);
    const typed = engine.formatAsYouType(fixed.text, shownCountry, filter);
    const nextCountry = countryForTypedNumber(typed, shownCountry, filter);
    const fits = typed.text.length <= PHONE_INPUT_MAX_LENGTH;
    const nextText = fits ? typed.text : fixed.text;
    showText(element, nextText, fits ? mapCaret(fixed.text, fixed.caret, nextText) : fixed.caret);
    commit(nextText, nextCountry);
    report(parse(nextText, nextCountry));
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const element = event.currentTarget;
    const start = element.selectionStart ?? text.length;
    const end = element.selectionEnd ?? text.length;
    const replacesAll = text.slice(0, start).trim() === '' && text.slice(end).trim() === '';
    if (!engine || !pasted || !replacesAll) return; // the normal input path formats it
    const result = engine.parsePhone(pasted, shownCountry, { ...filter, format: 'auto' });
    if (!result.e164) return;
    event.preventDefault();
    touched.current = true;
    const nextCountry = result.country && isCountryAllowed(result.country, filter) ? result.country : shownCountry;
    const nextText = engine.fitToInputLength(result.formatted, result.e164);
    showText(element, nextText, nextText.length);
    commit(nextText, nextCountry);
    report(parse(nextText, nextCountry));
  };

  const handleSelect = (iso2: CountryIso2) => {
    touched.current = true;
    let nextText = text;
    if (engine && text.trim().startsWith('+')) {
      // An international number moves to the picked calling code, keeping its national digits.
      const previous = engine.parsePhone(text, shownCountry, filter);
      const national = previous.nationalNumber || text.replace(/\D/g, '').slice((previous.countryCode ?? '').length);
      nextText = engine.formatAsYouType(`+${getDialCode(iso2)}${national}`, iso2, filter).text;
    } else if (engine && text) {
      nextText = engine.formatAsYouType(text, iso2, filter).text;
    }
    commit(nextText, iso2);
    if (input.current) {
      input.current.value = nextText;
      input.current.focus();
      input.current.setSelectionRange(nextText.length, nextText.length);
    }
    if (text || nextText) report(parse(nextText, iso2));
  };

  const hiddenValue = reported && reported.input === text ? (reported.e164 ?? text) : text;
  const focusInput = () => input.current?.focus();

  return {
    t,
    locale,
    inputId,
    list,
    text,
    shownCountry,
    hiddenValue,
    root,
    setInput,
    requestEngine,
    handleChange,
    handlePaste,
    handleSelect,
    focusInput,
  };
}
