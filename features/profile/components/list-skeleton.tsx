import styles from './profile.module.css';

interface ListSkeletonProps {
  rows?: number;
  /** Announced to screen readers while the list loads. */
  label: string;
}

/** Grey placeholder rows while a list loads. */
export default function ListSkeleton({ rows = 3, label }: ListSkeletonProps) {
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow} aria-hidden="true">
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </div>
      ))}
    </div>
  );
}
