'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import Button from '@/components/ui/button';
import type { Review, ReviewList } from '@/features/reviews/api/calls';
import { loadReviewsApi } from '@/features/reviews/client/load-api';
import type { ServiceSlug } from '@/lib/routes';

import ReviewCard from './review-card';
import styles from './reviews-feed.module.css';

interface ReviewsFeedProps {
  /** The first page, rendered on the server. */
  initial: ReviewList;
  serviceLabels: Record<ServiceSlug, string>;
}

/** Reviews with a "Show more" button that appends the next page and moves focus to it. */
export default function ReviewsFeed({ initial, serviceLabels }: ReviewsFeedProps) {
  const t = useTranslations('ReviewList');
  const tApi = useTranslations('ApiErrors');
  const locale = useLocale();
  const [items, setItems] = useState<Review[]>(initial.items);
  const [page, setPage] = useState(initial.page);
  const [totalPages, setTotalPages] = useState(initial.totalPages);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  /** Why the last page did not load, in the words of the one API error mapping. */
  const [reason, setReason] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const firstNew = useRef<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLLIElement>());

  useEffect(() => {
    if (firstNew.current === null) return;
    itemRefs.current.get(firstNew.current)?.focus();
    firstNew.current = null;
  }, [items]);

  const loadMore = async () => {
    setStatus('loading');
    let api: Awaited<ReturnType<typeof loadReviewsApi>> | undefined;
    try {
      api = await loadReviewsApi();
      const next = await api.loadReviewsPage(locale, page + 1, initial.pageSize);
      const known = new Set(items.map((item) => item.id));
      const fresh = next.items.filter((item) => !known.has(item.id));
      firstNew.current = fresh[0]?.id ?? null;
      setItems([...items, ...fresh]);
      setPage(next.page);
      setTotalPages(next.totalPages);
      setAnnouncement(t('loaded', { count: fresh.length }));
      setStatus('idle');
    } catch (caught) {
      const failure = api?.readFailure(caught);
      setReason(failure ? tApi(failure.messageKey, { seconds: failure.retryAfterSeconds }) : tApi('network'));
      setStatus('error');
    }
  };

  return (
    <div>
      <ul className={styles.list}>
        {items.map((item) => (
          <li
            key={item.id}
            tabIndex={-1}
            className={styles.item}
            ref={(node) => {
              if (node) itemRefs.current.set(item.id, node);
              else itemRefs.current.delete(item.id);
            }}
          >
            <ReviewCard review={item} serviceLabel={item.service ? serviceLabels[item.service] : undefined} />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {page < totalPages ? (
        <div className={styles.more}>
          {status === 'error' ? (
            <p className={styles.error} role="alert">
              {t('loadFailed')} {reason}
            </p>
          ) : null}
          <Button variant="secondary" loading={status === 'loading'} loadingLabel={t('loading')} onClick={loadMore}>
            {status === 'error' ? t('retry') : t('loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
