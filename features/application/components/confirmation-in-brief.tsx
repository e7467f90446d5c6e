'use client';

import { useTranslations } from 'next-intl';

import FormSuccess from '@/components/ui/form/form-success';
import type { SentApplication } from '@/features/application/client/sent-store';

import styles from './application-form.module.css';

/**
 * The application's confirmation when its full version (application-confirmation.tsx) could not load: the send
 * went through, so the visitor still gets the thanks and the reference number, from the form's own code.
 */
export default function ConfirmationInBrief({ sent, onAgain }: { sent: SentApplication; onAgain: () => void }) {
  const t = useTranslations('ApplicationForm');
  return (
    <FormSuccess title={t('successTitle', { name: sent.name })} againLabel={t('successAgain')} onAgain={onAgain}>
      <SentReference reference={sent.reference} />
    </FormSuccess>
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
