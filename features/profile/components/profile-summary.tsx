'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';

import Button from '@/components/ui/button';
import { currentClientQuery } from '@/features/profile/api/queries';

import styles from './profile.module.css';
import SectionError from './section-error';

interface ProfileSummaryProps {
  enabled: boolean;
  onLogOut: () => void;
}

/** Who is signed in (name and phone) and the log-out button. */
export default function ProfileSummary({ enabled, onLogOut }: ProfileSummaryProps) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  const result = useQuery({ ...currentClientQuery(locale), enabled });
  // Cached data shows only for a live session of this profile.
  const query = enabled ? result : { ...result, data: undefined, isError: false };

  return (
    <div className={styles.summary}>
      <div className={styles.who} aria-live="polite" aria-busy={!query.data && !query.isError}>
        {query.data ? (
          <>
            <p className={styles.greeting}>{t('greeting', { name: query.data.name })}</p>
            <p className={styles.phone}>
              {t('signedInAs')} <span dir="ltr">{query.data.phone}</span>
            </p>
          </>
        ) : query.isError ? (
          <SectionError error={query.error} what={t('client.what')} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : (
          // The same two lines as the greeting and the phone, so nothing below moves when they arrive.
          <div aria-hidden="true">
            <p className={styles.greeting}>
              <span className={`${styles.skeletonLine} ${styles.skeletonText}`} />
            </p>
            <p className={styles.phone}>
              <span className={`${styles.skeletonLineShort} ${styles.skeletonText}`} />
            </p>
          </div>
        )}
      </div>
      <Button variant="secondary" onClick={onLogOut} disabled={!enabled}>
        {t('logOut')}
      </Button>
    </div>
  );
}
