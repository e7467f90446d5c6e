'use client';

import type { ReactNode } from 'react';

import styles from './site-header.module.css';
import { useDisclosure } from './use-disclosure';

interface MobileMenuProps {
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * Below the desktop breakpoint the navigation hides behind a menu button. The panel is the same
 * server-rendered navigation; this only toggles it, closes it on Escape and on navigation.
 */
export default function MobileMenu({ openLabel, closeLabel, children }: MobileMenuProps) {
  const { id, open, buttonProps } = useDisclosure();

  return (
    <>
      <button {...buttonProps} className={styles.menuButton}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" fill="none" />
          )}
        </svg>
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
      </button>
      <div id={id} className={styles.panel} data-open={open}>
        {children}
      </div>
    </>
  );
}
