'use client';

import { useLocale, useTranslations } from 'next-intl';

import { documentsQuery } from '@/features/profile/api/queries';
import { formatCalendarDate, formatFileSize } from '@/lib/i18n/format';

import DocumentDownload from './document-download';
import styles from './documents.module.css';
import QuerySection from './query-section';

/** The client's documents: title, kind, date and size, each with a download. */
export default function DocumentsSection({ enabled }: { enabled: boolean }) {
  const t = useTranslations('Profile');
  const locale = useLocale();

  return (
    <QuerySection list="documents" query={documentsQuery(locale)} enabled={enabled} emptyHref="/contacts">
      {(documents) => (
        <ul className={styles.documents}>
          {documents.map((document) => (
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
      )}
    </QuerySection>
  );
}
