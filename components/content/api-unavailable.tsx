import { getTranslations } from 'next-intl/server';
import styles from './api-unavailable.module.css';

/** Stands in for a list the clinic API could not deliver, so the rest of the page still works. */
export default async function ApiUnavailable() {
  const t = await getTranslations('Content');
  return (
    <p className={styles.note} role="status">
      {t('unavailable')}
    </p>
  );
}
