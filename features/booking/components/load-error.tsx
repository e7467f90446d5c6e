'use client';

import { useTranslations } from 'next-intl';

import Button from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/errors';

import styles from './booking.module.css';

/** A failed call in the page's language, and a way to try again. */
export default function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const t = useTranslations('Booking');
  const tErrors = useTranslations('ApiErrors');
  const message = apiErrorMessage(error);
  return (
    <div className={styles.error} role="alert">
      <p>
        <strong>{what}</strong> {tErrors(message.key, message.values)}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
