import type { ReactNode } from 'react';
import styles from './field.module.css';

/** What a field hands to its control: spread it on the input, select, textarea or custom control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  /** Id of the control; the hint and the error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control, linked with aria-describedby, and sets aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Control before the label, on one line (checkboxes). */
  inline?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error, wired for assistive technology. */
export default function Field({ id, label, hint, error, required, inline = false, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    required: required || undefined,
  });
  const labelNode = (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={[styles.field, inline && styles.inline, error && styles.invalid, className].filter(Boolean).join(' ')}>
      {inline ? (
        <div className={styles.inlineRow}>
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.errorIcon}>
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.5M8 11.2v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
