'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';

import Button from '@/components/ui/button';
import type { FormProblem } from '@/lib/forms/use-contract-form';

import styles from './error-summary.module.css';

export interface ErrorSummaryProps {
  problem: FormProblem | null;
  /** Says that fields need fixing. */
  summary: string;
  /** Names what failed ("The application was not sent"), before the reason. */
  failureTitle?: string;
  onRetry: () => void;
  retrying: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * What went wrong with a form, announced: fields to fix (with the API's messages about no field of
 * the form), or a failed send with its reason and a retry. A new attempt is announced again.
 */
export default function ErrorSummary({ problem, summary, failureTitle, onRetry, retrying, ref }: ErrorSummaryProps) {
  const tApi = useTranslations('ApiErrors');
  if (!problem) return null;
  return (
    <div key={problem.attempt} ref={ref} tabIndex={-1} className={styles.summary} role="alert">
      {problem.kind === 'fields' ? (
        <>
          <p className={styles.title}>{summary}</p>
          {problem.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </>
      ) : (
        <>
          <p>
            {failureTitle ? <strong>{failureTitle}. </strong> : null}
            {problem.message}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
            {tApi('retry')}
          </Button>
        </>
      )}
    </div>
  );
}
