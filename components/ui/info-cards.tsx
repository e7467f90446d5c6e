import type { TitledText } from '@/lib/site-texts/types';

import styles from './info-cards.module.css';

/** Short titled texts in a grid (values, what we offer, travel help …). */
export default function InfoCards({ items, numbered = false }: { items: TitledText[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={styles.list} {...(numbered && { 'data-numbered': true })}>
      {items.map((item, index) => (
        <li key={index} className={styles.card}>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
