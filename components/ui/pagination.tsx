import { useTranslations } from 'next-intl';

import Link from '@/components/ui/link';
import { pageWindow } from '@/components/ui/page-window';

import styles from './pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** Path of a page without the locale prefix, e.g. 1 → "/news", 2 → "/news/page/2". */
  hrefFor: (page: number) => string;
}

/** Page links that work without JavaScript: previous, numbers (with gaps), next. */
export default function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const t = useTranslations('Content');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} rel="prev" className={styles.step}>
              ← {t('previous')}
            </Link>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                href={hrefFor(entry)}
                className={styles.page}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pageNumber', { page: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} rel="next" className={styles.step}>
              {t('next')} →
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
