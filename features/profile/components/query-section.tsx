'use client';

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useDeferredValue, type ReactNode } from 'react';

import { localizedPath } from '@/lib/i18n/paths';

import EmptyState from './empty-state';
import ListSkeleton from './list-skeleton';
import styles from './profile.module.css';
import SectionError from './section-error';

interface QuerySectionProps<T, Key extends QueryKey> {
  /**
   * Which list of the profile: its heading gets the id `${list}-title`, and its texts are the `Profile.${list}`
   * messages (title, what failed to load, loading, the empty state and its next step).
   */
  list: 'appointments' | 'documents';
  query: UseQueryOptions<T[], Error, T[], Key>;
  /** The session is live and belongs to this profile. */
  enabled: boolean;
  /** Where the empty state's next step leads: a site path without locale prefix. */
  emptyHref: string;
  children: (items: T[]) => ReactNode;
}

/** One list of the profile: loading, a load error with a retry, the empty state, or the items. */
export default function QuerySection<T, Key extends QueryKey>({
  list,
  query: options,
  enabled,
  emptyHref,
  children,
}: QuerySectionProps<T, Key>) {
  const t = useTranslations(`Profile.${list}`);
  const locale = useLocale();
  const result = useQuery({ ...options, enabled });
  // Cached data shows only for a live session of this profile.
  const query = enabled ? result : { ...result, data: undefined, isError: false };
  // The list renders at a transition's priority, in slices the browser can interrupt: a query's answer otherwise
  // renders every card in one task, and a tap meanwhile waits for all of them. Data that goes (a session that
  // ended) goes at once.
  const deferred = useDeferredValue(query.data);
  const items = query.data ? deferred : undefined;
  const headingId = `${list}-title`;

  let body: ReactNode;
  if (query.isError) {
    body = <SectionError error={query.error} what={t('what')} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (!items) {
    body = <ListSkeleton label={t('loading')} />;
  } else if (items.length === 0) {
    body = (
      <div className={styles.empty}>
        <EmptyState text={t('empty')} action={{ href: localizedPath(locale, emptyHref), label: t('emptyAction') }} />
      </div>
    );
  } else {
    body = children(items);
  }

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={!items && !query.isError}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
