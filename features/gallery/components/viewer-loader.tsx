'use client';

import { useTranslations } from 'next-intl';
import { createElement, Suspense, useEffect, useRef } from 'react';

import LoadFailure, { useRetryablePart, type RetryableLazy } from '@/components/ui/load-failure';

import styles from './viewer-loader.module.css';

interface ViewerLoaderProps<P> {
  /** The viewer's code, loaded when a picture is opened (React.lazy rather than next/dynamic, whose own loader would ship with the page). */
  viewer: RetryableLazy<P>;
  props: P;
  /** Closes the viewer for good and gives focus back to what opened it. */
  onClose: () => void;
}

/**
 * A picture viewer whose code loads when a picture is opened, not with the page. When that code cannot arrive (the
 * connection dropped), the page stays as it is and a notice by the bottom of the screen says so, with "Try again"
 * (focused) and "Close".
 */
export default function ViewerLoader<P extends object>({ viewer, props, onClose }: ViewerLoaderProps<P>) {
  const load = useRetryablePart(viewer);
  if (load.failed) return <ViewerLoadFailed onRetry={load.retry} onClose={onClose} />;
  return (
    <LoadFailure key={load.attempt} onFailed={load.onFailed}>
      <Suspense fallback={null}>{createElement(viewer.current(), props)}</Suspense>
    </LoadFailure>
  );
}

function ViewerLoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const t = useTranslations('Gallery');
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <div className={styles.failed}>
      <p role="alert">{t('loadFailed')}</p>
      <div className={styles.actions}>
        <button ref={retry} type="button" className={styles.action} onClick={onRetry}>
          {t('retry')}
        </button>
        <button type="button" className={styles.action} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
