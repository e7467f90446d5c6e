'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';

import ApiImageElement from '@/components/ui/api-image-element';
import Dialog from '@/components/ui/dialog';
import { SWIPE_THRESHOLD_PX, swipeStep, type ViewerItem } from '@/features/gallery/model/viewer';

import styles from './image-viewer.module.css';

interface ImageViewerProps {
  /** The item on show; null while it loads or when it could not be found (then `status` explains). */
  item: ViewerItem | null;
  status?: ReactNode;
  position?: { current: number; total: number };
  onPrevious?: () => void;
  onNext?: () => void;
  onClose: () => void;
  /** Where focus goes on close (the thumbnail of the item shown last). */
  returnFocus: () => HTMLElement | null | undefined;
}

/**
 * Photos and certificates large, on the site's one modal: Esc or a click beside the image closes,
 * the arrow keys and horizontal swipes move between items, focus starts on the close button.
 */
export default function ImageViewer({ item, status, position, onPrevious, onNext, onClose, returnFocus }: ImageViewerProps) {
  const t = useTranslations('Gallery');
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const titleId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    const move = event.key === 'ArrowLeft' ? onPrevious : event.key === 'ArrowRight' ? onNext : undefined;
    if (!move) return;
    event.preventDefault();
    move();
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y, SWIPE_THRESHOLD_PX);
    if (step === 1) onNext?.();
    else if (step === -1) onPrevious?.();
  };

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      returnFocus={returnFocus}
      initialFocus={closeRef}
      closeOnBackdrop
      onKeyDown={onKeyDown}
      className={styles.viewer}
    >
      <div className={styles.content}>
        <div className={styles.toolbar}>
          <p className={styles.counter} aria-live="polite">
            {position && item ? t('position', position) : null}
          </p>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <figure className={styles.figure} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          <div
            className={styles.frame}
            style={
              item
                ? {
                    aspectRatio: `${item.image.width} / ${item.image.height}`,
                    // As wide as fits, but never so tall that the caption leaves the screen.
                    width: `min(100%, calc((var(--app-height) - 14rem) * ${(item.image.width / item.image.height).toFixed(4)}))`,
                  }
                : undefined
            }
          >
            {item ? (
              <ApiImageElement
                key={item.id}
                image={item.image}
                sizes="(min-width: 1280px) 1200px, 100vw"
                priority
                className={styles.image}
              />
            ) : (
              <div className={styles.status}>{status}</div>
            )}
          </div>
          <figcaption className={styles.caption}>
            <h2 id={titleId} className={styles.title}>
              {item ? item.title : t('viewer')}
            </h2>
            {item?.meta ? <p className={styles.meta}>{item.meta}</p> : null}
            {item?.description ? <p className={styles.description}>{item.description}</p> : null}
          </figcaption>
        </figure>
        {onPrevious ? (
          <button type="button" className={`${styles.nav} ${styles.previous}`} onClick={onPrevious} aria-label={t('previous')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
        ) : null}
        {onNext ? (
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={onNext} aria-label={t('next')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
