import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import FieldMessages, { describedBy } from '../field-messages';
import styles from './choice-group.module.css';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

export interface ChoiceGroupProps {
  /** Prefix of the options' ids; the hint and the error get `${id}-hint` and `${id}-error`. */
  id: string;
  legend: ReactNode;
  type: 'checkbox' | 'radio';
  options: readonly ChoiceOption[];
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** A set of checkboxes (any number) or radio buttons (one) under one legend, with its hint and error. */
export default function ChoiceGroup({ id, legend, type, options, registration, hint, error, className }: ChoiceGroupProps) {
  return (
    <fieldset
      className={[styles.group, error && styles.invalid, className].filter(Boolean).join(' ')}
      aria-describedby={describedBy({ id, hint, error })}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option} htmlFor={`${id}-${option.value}`}>
            <input
              {...registration}
              id={`${id}-${option.value}`}
              type={type}
              value={option.value}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} errorIcon={false} />
    </fieldset>
  );
}
