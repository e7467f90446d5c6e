'use client';

import type { ClipboardEvent, Ref } from 'react';

import { isCompleteOtp, OTP_CODE_LENGTH, sanitizeOtpInput } from '@/features/auth/model/otp-code';

import styles from './sign-in-dialog.module.css';

export interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** The code became complete by typing, pasting or autofill. */
  onComplete?: (code: string) => void;
  /** While the code is being checked: it keeps focus, unlike a disabled input. */
  readOnly?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One input for the whole one-time code. It keeps only digits, never blocks paste (a pasted message
 * such as "Your code: 123 456" becomes 123456) and lets the browser offer the code from the SMS
 * (`autocomplete="one-time-code"`). No maxlength: it would cut a pasted text before it is read.
 */
export default function CodeField({ id, value, onChange, onComplete, readOnly, ref, ...aria }: CodeFieldProps) {
  const update = (raw: string) => {
    const code = sanitizeOtpInput(raw);
    if (code === value) return;
    onChange(code);
    if (isCompleteOtp(code)) onComplete?.(code);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = sanitizeOtpInput(event.clipboardData.getData('text'));
    // A whole code replaces what was there; a fragment is inserted where the caret is, as usual.
    if (pasted.length === OTP_CODE_LENGTH) {
      event.preventDefault();
      update(pasted);
    }
  };

  return (
    <input
      ref={ref}
      id={id}
      name="code"
      className={styles.code}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${OTP_CODE_LENGTH}}`}
      enterKeyHint="go"
      spellCheck={false}
      autoCorrect="off"
      autoCapitalize="off"
      value={value}
      readOnly={readOnly}
      onChange={(event) => update(event.target.value)}
      onPaste={onPaste}
      {...aria}
    />
  );
}
