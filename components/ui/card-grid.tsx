import type { ReactNode } from 'react';

import styles from './card-grid.module.css';

type Key = string | number;

interface CardGridProps<T extends Key | { id: Key }> {
  /** Narrowest a column may get before the grid drops a column. */
  minColumn?: 'sm' | 'md' | 'lg';
  label?: string;
  /** One card each, in order; an item is keyed by its `id` (or is its own key, e.g. a slug). */
  items: readonly T[];
  /** The card of one item. */
  children: (item: T, index: number) => ReactNode;
}

/** A responsive list of cards: one column on phones, as many as fit on wider screens. */
export default function CardGrid<T extends Key | { id: Key }>({ minColumn = 'md', label, items, children }: CardGridProps<T>) {
  return (
    <ul className={styles.grid} data-min={minColumn} {...(label && { 'aria-label': label })}>
      {items.map((item, index) => (
        <li key={typeof item === 'object' ? item.id : item}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
