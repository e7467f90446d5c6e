'use client';

import { useTranslations } from 'next-intl';
import { createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

import LoadFailure from '@/components/ui/load-failure';

import styles from './viewer-loader.module.css';

type ViewerModule<P> = () => Promise<{ default: ComponentType<P> }>;

interface ViewerLoaderProps<P> {
  /** The viewer's module, loaded when a picture is opened (React.lazy rather than next/dynamic, whose own loader would ship with the page). */
  load: ViewerModule<P>;
  props: P;
  /** Closes the viewer for good and gives focus back to what opened it. */
  onClose: () => void;
}

/**
 * A picture viewer whose code loads when a picture is opened, not with the page. When that code cannot arrive (the
 * connection dropped), the page stays as it is and a notice by the bottom of the screen says so, with "Try again"
 * (focused) and "Close".
 */
export default function ViewerLoader<P extends object>({ load, props, onClose }: ViewerLoaderProps<P>) {
  // A lazy component per attempt, held here above the Suspense boundary: React.lazy keeps a failed load for good, and
  // a component that suspends as it mounts loses its state, so one made below would load again on every retry.
  const [attempt, setAttempt] = useState(() => ({ count: 0, Viewer: lazy(load) }));
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <ViewerLoadFailed
        onRetry={() => {
          setFailed(false);
          setAttempt(({ count }) => ({ count: count + 1, Viewer: lazy(load) }));
        }}
        onClose={onClose}
      />
    );
  }
  return (
    <LoadFailure key={attempt.count} onFailed={() => setFailed(true)}>
      <Suspense fallback={null}>{createElement(attempt.Viewer, props)}</Suspense>
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
