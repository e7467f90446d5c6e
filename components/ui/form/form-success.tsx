'use client';

import { useEffect, useRef, type ReactNode } from 'react';

import Button from '@/components/ui/button';

import styles from './form-success.module.css';

export interface FormSuccessProps {
  title: string;
  /** What happens next. */
  children: ReactNode;
  /** Starts a new, empty form. */
  againLabel: string;
  onAgain: () => void;
}

/** What a visitor sees once the API has accepted a form; the heading takes focus. */
export default function FormSuccess({ title, children, againLabel, onAgain }: FormSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className={styles.success} role="status">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h3>
      {children}
      <Button variant="secondary" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
