'use client';

import type { FocusEventHandler } from 'react';

import { PHONE_INPUT_MAX_LENGTH } from '@/features/phone/model/limits';

import { usePhoneField } from '../client/use-phone-field';
import type { PhoneFieldOptions } from '../model/phone-value';
import CountrySelect from './country-select';
import styles from './phone-input.module.css';

export interface PhoneInputProps extends PhoneFieldOptions {
  /** Form field name: a hidden input carries the E.164 number (or the text while it is not a number). */
  name?: string;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-labelledby'?: string;
}

/**
 * The phone field of the site: a country button (flag and dial code) and a number input that
 * formats as you type without moving the caret. The phone library loads when the field is about to
 * be used; until then it is a plain working tel input. Its behaviour is the hook in use-phone-field.ts, destructured
 * here because the React compiler's rules read any object that holds a ref as a ref.
 */
export default function PhoneInput(props: PhoneInputProps) {
  const { name, onBlur, placeholder, required, disabled, className } = props;
  const { 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, 'aria-labelledby': labelledBy } = props;
  const {
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
  } = usePhoneField(props);

  return (
    <div
      ref={root}
      className={[styles.root, disabled && styles.disabled, className].filter(Boolean).join(' ')}
      data-invalid={ariaInvalid === true || ariaInvalid === 'true' || undefined}
      onFocus={requestEngine}
      onPointerEnter={requestEngine}
    >
      <CountrySelect
        list={list}
        value={shownCountry}
        locale={locale}
        disabled={disabled}
        containerRef={root}
        onSelect={handleSelect}
        onTabForward={focusInput}
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
