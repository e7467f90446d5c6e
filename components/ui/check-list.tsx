import styles from './check-list.module.css';

/** A list with check marks (drawn by the stylesheet), in two columns on wide screens. */
export default function CheckList({ items, columns = 2 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={styles.list} data-columns={columns}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
