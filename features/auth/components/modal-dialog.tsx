'use client';

import { useId, type ReactNode } from 'react';

import Dialog from '@/components/ui/dialog';

import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** Where focus goes on close when the element that had it before is gone (e.g. opened from the URL). */
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/** The sign-in dialog's panel: a title, a close button and the steps below, on the site's one modal. */
export default function ModalDialog({ title, closeLabel, onClose, returnFocus, children }: ModalDialogProps) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onClose} returnFocus={(opener) => opener ?? returnFocus?.()} className={styles.dialog}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </Dialog>
  );
}
