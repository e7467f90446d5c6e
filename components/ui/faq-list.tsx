import type { Question } from '@/lib/site-texts/types';

import styles from './faq-list.module.css';

/** Questions and answers that open in place (no script needed). */
export default function FaqList({ items }: { items: Question[] }) {
  return (
    <div className={styles.list}>
      {items.map((item, index) => (
        <details key={index} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
