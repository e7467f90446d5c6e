import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

interface CardGridProps {
  /** Narrowest a column may get before the grid drops a column. */
  minColumn?: 'sm' | 'md' | 'lg';
  label?: string;
  children: ReactNode;
}

/** A responsive list of cards: one column on phones, as many as fit on wider screens. */
export default function CardGrid({ minColumn = 'md', label, children }: CardGridProps) {
  return (
    <ul className={styles.grid} data-min={minColumn} {...(label && { 'aria-label': label })}>
      {children}
    </ul>
  );
}
