'use client';

import { useRef, type ReactNode } from 'react';

import styles from './site-header.module.css';
import { useDisclosure } from './use-disclosure';

interface ServicesMenuProps {
  label: string;
  children: ReactNode;
}

/** A disclosure submenu: a button toggles the list; Escape and a click outside close it. */
export default function ServicesMenu({ label, children }: ServicesMenuProps) {
  const rootRef = useRef<HTMLLIElement>(null);
  const { id, open, close, buttonProps } = useDisclosure(rootRef);

  return (
    <li
      ref={rootRef}
      className={styles.hasSubmenu}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button {...buttonProps} className={styles.navButton}>
        {label}
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={id} className={styles.submenu} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
