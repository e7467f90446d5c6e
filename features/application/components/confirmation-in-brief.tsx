'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

import Button from '@/components/ui/button';
import type { SentApplication } from '@/features/application/client/sent-store';

import styles from './application-form.module.css';

/**
 * The application's confirmation when its full version (application-confirmation.tsx) could not load: the send
 * went through, so the visitor still gets the thanks and the reference number, from the form's own code.
 */
export default function ConfirmationInBrief({ sent, onAgain }: { sent: SentApplication; onAgain: () => void }) {
  const t = useTranslations('ApplicationForm');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.brief} role="status">
      <h3 ref={heading} tabIndex={-1}>
        {t('successTitle', { name: sent.name })}
      </h3>
      <SentReference reference={sent.reference} />
      <Button variant="secondary" onClick={onAgain}>
        {t('successAgain')}
      </Button>
    </div>
  );
}

/** The application's reference number and why to keep it, in both confirmations. */
export function SentReference({ reference }: { reference: string }) {
  const t = useTranslations('ApplicationForm');
  return (
    <>
      <p className={styles.reference}>{t.rich('reference', { reference, ref: (chunks) => <strong data-reference>{chunks}</strong> })}</p>
      <p>{t('referenceHint')}</p>
    </>
  );
}
