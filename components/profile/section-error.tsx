'use client';

import { useTranslations } from 'next-intl';
import { profileErrorKey } from '@/lib/profile/load-error';
import Button from '@/components/ui/button';
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
  const tCommon = useTranslations('Common');
  return (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>
        <strong>{t('loadFailed', { what })}</strong> {t(`errors.${profileErrorKey(error)}`)}
      </p>
      <Button variant="secondary" size="sm" loading={retrying} loadingLabel={tCommon('loading')} onClick={onRetry}>
        {tCommon('retry')}
      </Button>
    </div>
  );
}
