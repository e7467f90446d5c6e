import { SITE } from '@/lib/site';
import styles from './logo.module.css';

/** The clinic's mark: a sun over a cross, drawn inline so it needs no request. */
export default function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="#00aeef" />
        <circle cx="20" cy="20" r="13" fill="#fff" opacity="0.25" />
        <path d="M17 10h6v7h7v6h-7v7h-6v-7h-7v-6h7z" fill="#fff" />
      </svg>
      <span className={styles.name}>{SITE.brand}</span>
    </span>
  );
}
