'use client';

import { useTranslations } from 'next-intl';

import Button from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/errors';

import styles from './profile.module.css';

interface SectionErrorProps {
  error: unknown;
  /** What failed to load, e.g. "appointments". */
  what: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A translated load error with a retry button. */
export default function SectionError({ error, what, retrying, onRetry }: SectionErrorProps) {
  const t = useTranslations('Profile');
  const tErrors = useTranslations('ApiErrors');
  const tCommon = useTranslations('Common');
  const message = apiErrorMessage(error);
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>
        <strong>{t('loadFailed', { what })}</strong> {tErrors(message.key, message.values)}
      </p>
      <Button variant="secondary" size="sm" loading={retrying} loadingLabel={tCommon('loading')} onClick={onRetry}>
        {tCommon('retry')}
      </Button>
    </div>
  );
}
