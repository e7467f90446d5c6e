'use client';

import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal-dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** Where focus goes on close when the element that had it before is gone (e.g. opened from the URL). */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}

function visibleFocusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => typeof element.checkVisibility !== 'function' || element.checkVisibility(),
  );
}

/**
 * A modal `<dialog>` (showModal: the page behind is inert, Esc closes), rendered into <body> so a
 * hidden ancestor (the mobile menu) cannot hide it. Tab and Shift+Tab cycle inside; on close focus
 * returns to the element that had it before. The dialog opens in a layout effect, before the
 * effects of its content run, so content may move focus inside in its own effect.
 */
export default function ModalDialog({ title, closeLabel, onClose, returnFocus, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocus;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      const back = opener && opener !== document.body && opener.isConnected ? opener : returnFocusRef.current?.();
      back?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = visibleFocusables(ref.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Esc: React decides when the dialog goes, so state and DOM never disagree.
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={() => onCloseRef.current()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>,
    document.body,
  );
}
