import type { ReactNode } from 'react';

import styles from './field.module.css';

interface FieldMessagesProps {
  /** Id of the control or group; the hint and the error get `${id}-hint` and `${id}-error`. */
  id: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** The warning sign before the error (a field has it; a group of choices leaves it out). */
  errorIcon?: boolean;
}

/** What a control's aria-describedby names: the error first, then the hint; undefined when there is neither. */
export function describedBy({ id, hint, error }: Pick<FieldMessagesProps, 'id' | 'hint' | 'error'>): string | undefined {
  return [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') || undefined;
}

/** The hint and the error under a field or a group of choices, with the ids `describedBy` names. */
export default function FieldMessages({ id, hint, error, errorIcon = true }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {errorIcon ? (
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.errorIcon}>
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="M8 4.5v4.5M8 11.2v.3" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          ) : null}
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}
