'use client';

import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useLayoutEffect,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEventHandler,
  type Ref,
} from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { IP_COUNTRY_LOOKUP_URL, LOCALE_COUNTRIES, PHONE_INPUT_MAX_LENGTH } from '@/lib/config';
import { mapCaret, fixFormattingDeletion } from '@/lib/phone/caret';
import {
  countryForTypedNumber,
  fallbackCountry,
  getCountryList,
  getDialCode,
  isCountryAllowed,
  leadingCallingCode,
  countryForCallingCode,
  normalizeIso2,
} from '@/lib/phone/countries';
import { filterPhoneText } from '@/lib/phone/filters';
import { lookupIpCountry } from '@/lib/phone/ip-country';
import type { CountryIso2, PhoneFormatMode, PhoneResult } from '@/lib/phone/types';
import { unparsedPhoneResult } from '@/lib/phone/unparsed';
import CountrySelect from './country-select';
import { loadedPhoneEngine, loadPhoneEngine, type PhoneEngine } from './load-phone-engine';
import styles from './phone-input.module.css';

export interface PhoneInputProps {
  /** Id of the number input (a <label htmlFor> points at it). */
  id?: string;
  /** Form field name: a hidden input carries the E.164 number (or the text while it is not a number). */
  name?: string;
  /** Controlled value: the last result object from onChange, a number string (E.164 or as typed), or null/"" to clear. */
  value?: PhoneResult | string | null;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  onChange?: (result: PhoneResult) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
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
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-labelledby'?: string;
  /** The number input element (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/** Lists as strings, so a new array with the same countries does not rebuild the country list. */
function listKey(list: readonly string[] | undefined): string | undefined {
  return list?.join(',');
}

function fromKey(key: string | undefined): string[] | undefined {
  if (key === undefined) return undefined;
  return key ? key.split(',') : [];
}

/**
 * The phone field of the site: a country button (flag and dial code) and a number input that
 * formats as you type without moving the caret. The phone library loads when the field is about to
 * be used; until then it is a plain working tel input.
 */
export default function PhoneInput({
  id,
  name,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  onCountryChange,
  defaultCountry,
  preferredCountries,
  onlyCountries,
  ignoredCountries,
  validCharactersOnly,
  customPattern,
  format,
  ipCountryUrl = IP_COUNTRY_LOOKUP_URL,
  placeholder,
  required,
  disabled,
  className,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-labelledby': labelledBy,
  ref,
}: PhoneInputProps) {
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
    () => ({
      onlyCountries: fromKey(onlyKey),
      ignoredCountries: fromKey(ignoredKey),
      validCharactersOnly,
      customPattern,
    }),
    [onlyKey, ignoredKey, validCharactersOnly, customPattern],
  );
  const fallback = fallbackCountry(list);

  const [initial] = useState(() => initialState(value, defaultValue, defaultCountry, filter));
  const [text, setText] = useState(initial.text);
  const [country, setCountry] = useState<CountryIso2 | undefined>(initial.country);
  const [engine, setEngine] = useState<PhoneEngine | null>(loadedPhoneEngine);
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

  const parse = useCallback(
    (nextText: string, nextCountry: CountryIso2 | undefined, loaded: PhoneEngine | null = engine): PhoneResult =>
      loaded ? loaded.parsePhone(nextText, nextCountry, { ...filter, format }) : unparsedPhoneResult(nextText, nextCountry, filter),
    [engine, filter, format],
  );

  const commit = (nextText: string, nextCountry: CountryIso2 | undefined) => {
    setText(nextText);
    if (nextCountry !== country) {
      setCountry(nextCountry);
      if (nextCountry) onCountryChange?.(nextCountry);
    }
  };

  const report = useCallback(
    (result: PhoneResult) => {
      setReported(result);
      input.current?.setCustomValidity(result.input.trim() && !result.valid ? t('invalid') : '');
      onChange?.(result);
    },
    [onChange, t],
  );

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

  const requestEngine = useCallback(() => {
    if (engine) return;
    loadPhoneEngine().then(
      (loaded) => {
        setEngine(loaded);
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
      (error: unknown) => console.warn('Phone field: the phone library failed to load', error),
    );
  }, [engine, fallback, filter, format, report]);

  // Load the engine once the field comes near the viewport (or at once where that cannot be observed).
  useEffect(() => {
    if (engine || !root.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      requestEngine();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          requestEngine();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(root.current);
    return () => observer.disconnect();
  }, [engine, requestEngine]);

  // Preselect the visitor's country when nothing else has chosen one.
  const lookupUrl = ipCountryUrl || '';
  const needsCountry = initial.country === undefined;
  useEffect(() => {
    if (!needsCountry || !lookupUrl) return;
    let cancelled = false;
    const choose = (iso2: CountryIso2 | undefined) => {
      if (cancelled || touched.current || !iso2) return;
      setCountry(iso2);
      onCountryChange?.(iso2);
    };
    // Without a country from the lookup, the page's language decides (hy → AM, ru → RU, en → US) when it is offered.
    const byLanguage = (LOCALE_COUNTRIES as Record<string, string>)[locale];
    const offered = (code: string | undefined) => (code && isCountryAllowed(code, filter) ? normalizeIso2(code) : undefined);
    lookupIpCountry({ url: lookupUrl }).then(
      (code) => {
        if (code && !offered(code)) console.warn(`Phone field: the visitor's country ${code} is not offered; using ${offered(byLanguage) ?? fallback}`);
        choose(offered(code) ?? offered(byLanguage) ?? fallback);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.warn(`Phone field: the country lookup failed; using ${offered(byLanguage) ?? fallback}`, error);
        choose(offered(byLanguage) ?? fallback);
      },
    );
    return () => {
      cancelled = true;
    };
    // Runs once per field: later changes of the lists do not repeat the lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsCountry, lookupUrl]);

  const setInput = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const show = (element: HTMLInputElement, nextText: string, caret: number) => {
    element.value = nextText;
    if (document.activeElement === element) element.setSelectionRange(caret, caret);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    const raw = element.value;
    const caret = element.selectionStart ?? raw.length;
    touched.current = true;
    if (!engine) {
      const filtered = filterPhoneText(raw, filter);
      const nextCountry = filtered.trim().startsWith('+')
        ? countryForCallingCode(leadingCallingCode(filtered) ?? '', shownCountry, filter) ?? shownCountry
        : shownCountry;
      unreadInput.current = true;
      commit(filtered, nextCountry);
      report(unparsedPhoneResult(filtered, nextCountry, filter));
      requestEngine();
      return;
    }
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const fixed = fixFormattingDeletion(text, raw, caret, inputType);
    const typed = engine.formatAsYouType(fixed.text, shownCountry, filter);
    const nextCountry = countryForTypedNumber(typed, shownCountry, filter);
    const fits = typed.text.length <= PHONE_INPUT_MAX_LENGTH;
    const nextText = fits ? typed.text : fixed.text;
    const nextCaret = fits ? mapCaret(fixed.text, fixed.caret, nextText) : fixed.caret;
    show(element, nextText, nextCaret);
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
    show(element, nextText, nextText.length);
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

  return (
    <div
      ref={root}
      className={[styles.root, disabled && styles.disabled, className].filter(Boolean).join(' ')}
      data-invalid={ariaInvalid === true || ariaInvalid === 'true' || undefined}
      onFocus={requestEngine}
      onPointerEnter={requestEngine}
    >
      <CountrySelect
        countries={list.countries}
        preferredCount={list.preferredCount}
        value={shownCountry}
        locale={locale}
        disabled={disabled}
        containerRef={root}
        onSelect={handleSelect}
        onTabForward={() => input.current?.focus()}
      />
      <input
        ref={setInput}
        id={inputId}
        className={styles.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        placeholder={placeholder ?? t('placeholder')}
        value={text}
        required={required}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={ariaInvalid}
        aria-labelledby={labelledBy}
        onChange={handleChange}
        onPaste={handlePaste}
        onBlur={onBlur}
      />
      {name ? <input type="hidden" name={name} value={hiddenValue} disabled={disabled} /> : null}
    </div>
  );
}

/**
 * Whether a value prop is only the parent handing back what the field reported: the result object
 * itself, its E.164 number, its text, or "" for a report that had no number yet.
 */
function isEcho(value: PhoneResult | string | null, reported: PhoneResult | null): boolean {
  if (!reported) return false;
  if (value === reported) return true;
  if (typeof value !== 'string') return false;
  return value === reported.input || value === (reported.e164 ?? '');
}

/** Text and country from a value prop: a result object, a number string, or nothing. */
function initialState(
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
