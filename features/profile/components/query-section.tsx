'use client';

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import ListSkeleton from './list-skeleton';
import SectionError from './section-error';
import styles from './profile.module.css';

interface QuerySectionProps<T, Key extends QueryKey> {
  /** Id of the heading (the section is labelled by it). */
  headingId: string;
  title: string;
  /** What failed to load, e.g. "your documents". */
  what: string;
  loadingLabel: string;
  query: UseQueryOptions<T[], Error, T[], Key>;
  /** The session is live and belongs to this profile. */
  enabled: boolean;
  /** Shown when the list is empty: what that means and a next step. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** One list of the profile: loading, a load error with a retry, the empty state, or the items. */
export default function QuerySection<T, Key extends QueryKey>({
  headingId,
  title,
  what,
  loadingLabel,
  query: options,
  enabled,
  empty,
  children,
}: QuerySectionProps<T, Key>) {
  const result = useQuery({ ...options, enabled });
  // Cached data shows only for a live session of this profile.
  const query = enabled ? result : { ...result, data: undefined, isError: false };

  let body: ReactNode;
  if (query.isError) {
    body = <SectionError error={query.error} what={what} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = <ListSkeleton label={loadingLabel} />;
  } else if (query.data.length === 0) {
    body = <div className={styles.empty}>{empty}</div>;
  } else {
    body = children(query.data);
  }

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={!query.data && !query.isError}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {body}
    </section>
  );
}
