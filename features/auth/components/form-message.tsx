import type { ReactNode } from 'react';

import styles from './sign-in-dialog.module.css';

interface FormMessageProps {
  id: string;
  /** "error" is announced at once (role alert); "info" politely (role status). */
  tone: 'error' | 'info';
  children: ReactNode;
}

/** A message under a sign-in step; the step's control points at it with aria-describedby. */
export default function FormMessage({ id, tone, children }: FormMessageProps) {
  return (
    <p id={id} role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? styles.error : styles.info}>
      {children}
    </p>
  );
}
