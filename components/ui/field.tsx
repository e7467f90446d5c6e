import type { ReactNode } from 'react';

import FieldMessages, { describedBy } from './field-messages';
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
  const control = children({
    id,
    'aria-describedby': describedBy({ id, hint, error }),
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
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
