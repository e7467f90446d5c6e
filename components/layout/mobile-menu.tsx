'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './site-header.module.css';

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
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  // Open only on the page where it was opened: following a link closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggle = () => setOpenOn(open ? null : pathname);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
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
