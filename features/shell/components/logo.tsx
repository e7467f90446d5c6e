import { SITE } from '@/lib/site';

import styles from './logo.module.css';

/** The clinic's mark (a sun over a cross, drawn in the stylesheet so it costs no request) and its name. */
export default function Logo() {
  return (
    <span className={styles.logo}>
      <span className={styles.mark} />
      {SITE.brand}
    </span>
  );
}
