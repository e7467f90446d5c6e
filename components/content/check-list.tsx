import styles from './check-list.module.css';

/** A list with check marks, in two columns on wide screens. */
export default function CheckList({ items, columns = 2 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={styles.list} data-columns={columns}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={styles.icon}>
            <circle cx="10" cy="10" r="9" />
            <path d="M6 10.5l2.6 2.6L14.2 7.4" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
