import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import Field from '@/components/ui/field';

export interface ConsentFieldProps {
  id: string;
  /** What the visitor agrees to, possibly with a link to the policy. */
  label: ReactNode;
  error?: string;
  registration: UseFormRegisterReturn;
  className?: string;
}

/** The required consent checkbox every form of the site ends with. */
export default function ConsentField({ id, label, error, registration, className }: ConsentFieldProps) {
  return (
    <Field id={id} className={className} label={label} error={error} required inline>
      {(control) => <input {...control} {...registration} type="checkbox" />}
    </Field>
  );
}
