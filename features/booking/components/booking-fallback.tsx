import { getTranslations } from 'next-intl/server';

import styles from './booking.module.css';

/** What the booking page says when the clinic's backend does not book online; the request form follows it. */
export default async function BookingFallback() {
  const t = await getTranslations('Booking');
  return (
    <div className={`container ${styles.fallback}`} role="status">
      <h2 className={styles.stepTitle}>{t('fallbackTitle')}</h2>
      <p>{t('fallbackText')}</p>
    </div>
  );
}
