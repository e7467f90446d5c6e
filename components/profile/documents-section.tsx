'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { documentsQuery } from '@/lib/api/queries';
import { formatCalendarDate, formatFileSize } from '@/lib/i18n/format';
import DocumentDownload from './document-download';
import ListSkeleton from './list-skeleton';
import SectionError from './section-error';
import styles from './profile.module.css';

interface DocumentsSectionProps {
  enabled: boolean;
}

/** The client's documents: title, kind, date and size, each with a download. */
export default function DocumentsSection({ enabled }: DocumentsSectionProps) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  const result = useQuery({ ...documentsQuery(locale), enabled });
  // Cached data shows only for a live session of this profile.
  const query = enabled ? result : { ...result, data: undefined, isError: false };

  let body;
  if (query.isError) {
    body = (
      <SectionError
        error={query.error}
        what={t('documents.what')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = <ListSkeleton label={t('documents.loading')} />;
  } else if (query.data.length === 0) {
    body = <p className={styles.empty}>{t('documents.empty')}</p>;
  } else {
    body = (
      <ul className={styles.documents}>
        {query.data.map((document) => (
          <li key={document.id} className={styles.document}>
            <svg className={styles.fileIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 2h8l4 4v16H6z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              <path d="M14 2v4h4M9 12h6M9 16h6" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            <div className={styles.documentText}>
              <p className={styles.documentTitle}>{document.title}</p>
              <p className={styles.documentMeta}>
                <span>{t(`documents.kinds.${document.kind}`)}</span>
                <span aria-hidden="true"> · </span>
                <time dateTime={document.date}>{formatCalendarDate(document.date, locale)}</time>
                <span aria-hidden="true"> · </span>
                <span>{formatFileSize(document.sizeBytes, locale)}</span>
              </p>
            </div>
            <DocumentDownload id={document.id} title={document.title} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="documents-title" aria-busy={!query.data && !query.isError}>
      <h2 id="documents-title" className={styles.sectionTitle}>
        {t('documents.title')}
      </h2>
      {body}
    </section>
  );
}
