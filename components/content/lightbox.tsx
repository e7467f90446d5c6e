'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode, type TouchEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from '@/lib/config';
import type { LightboxItem } from '@/lib/content/types';
import ApiImage from './api-image';
import styles from './lightbox.module.css';


interface LightboxProps {
  /** The item on show; null while it loads or when it could not be found (then `status` explains). */
  item: LightboxItem | null;
  status?: ReactNode;
  position?: { current: number; total: number };
  onPrevious?: () => void;
  onNext?: () => void;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal image viewer: focus moves in and stays in (Tab cycles), Esc closes, arrow keys and
 * horizontal swipes move between items, a click on the backdrop closes. The opener restores focus.
 */
export default function Lightbox({ item, status, position, onPrevious, onNext, onClose }: LightboxProps) {
  const t = useTranslations('Gallery');
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const titleId = useId();
  const handlers = useRef({ onPrevious, onNext, onClose });
  useEffect(() => {
    handlers.current = { onPrevious, onNext, onClose };
  });

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onClose();
      } else if (event.key === 'ArrowLeft' && handlers.current.onPrevious) {
        event.preventDefault();
        handlers.current.onPrevious();
      } else if (event.key === 'ArrowRight' && handlers.current.onNext) {
        event.preventDefault();
        handlers.current.onNext();
      } else if (event.key === 'Tab') {
        const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (!focusable.length) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const active = document.activeElement;
        if (!dialog.contains(active)) {
          event.preventDefault();
          first.focus();
        } else if (event.shiftKey && (active === first || active === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) onNext?.();
    else onPrevious?.();
  };

  return (
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
      >
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
              <ApiImage key={item.id} image={item.image} sizes="(min-width: 1280px) 1200px, 100vw" priority className={styles.image} />
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
    </div>
  );
}
