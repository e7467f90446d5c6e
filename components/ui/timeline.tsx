import styles from './timeline.module.css';

/** Years and what happened, as an ordered list with a line on the side. */
export default function Timeline({ items }: { items: { year: number; text: string }[] }) {
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li key={item.year} className={styles.item}>
          <span className={styles.year}>{item.year}</span>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
