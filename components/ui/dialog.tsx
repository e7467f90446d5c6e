'use client';

import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import styles from './dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** Id of the element that names the dialog (its visible title). */
  labelledBy: string;
  /** Esc, the close button of the caller, or a backdrop click: the caller decides when the dialog goes. */
  onClose: () => void;
  /** Where focus goes on close; gets the element that had focus before the dialog opened (if still in the page). */
  returnFocus?: (opener: HTMLElement | null) => HTMLElement | null | undefined;
  /** The element to focus when the dialog opens; else the browser focuses the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click on the backdrop (outside the dialog's content) closes it. */
  closeOnBackdrop?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  className?: string;
  children: ReactNode;
}

function visibleFocusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => typeof element.checkVisibility !== 'function' || element.checkVisibility(),
  );
}

/**
 * The one modal of the site: a native `<dialog>` opened with showModal, so the page behind it is inert
 * and unreachable to keyboard and screen readers, and Esc asks to close it. Rendered into <body> so a
 * hidden ancestor (the mobile menu) cannot hide it; the page does not scroll behind it. Tab and
 * Shift+Tab cycle inside; on close focus returns to the element that had it before. Mounted means
 * open: the dialog opens in a layout effect, before the effects of its content run, so content may
 * move focus inside in its own effect.
 */
export default function Dialog({
  labelledBy,
  onClose,
  returnFocus,
  initialFocus,
  closeOnBackdrop,
  onKeyDown,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, returnFocus });
  useEffect(() => {
    latest.current = { onClose, returnFocus };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const stillThere = opener?.isConnected ? opener : null;
      const { returnFocus: choose } = latest.current;
      (choose ? choose(stillThere) : stillThere)?.focus();
    };
    // Opens once per mount; `initialFocus` is read at that moment only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Tab' || !ref.current) return;
    const items = visibleFocusables(ref.current);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active) || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog element itself is the target only of clicks on its backdrop area, not on its content.
    if (closeOnBackdrop && event.target === event.currentTarget) latest.current.onClose();
  };

  return createPortal(
    <dialog
      ref={ref}
      // Implied by showModal; stated for assistive technology that predates native modal dialogs.
      aria-modal="true"
      aria-labelledby={labelledBy}
      className={`${styles.dialog} ${className ?? ''}`}
      onKeyDown={keepTabInside}
      onClick={onClick}
      onCancel={(event) => {
        // Esc: React decides when the dialog goes, so state and DOM never disagree.
        event.preventDefault();
        latest.current.onClose();
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}
