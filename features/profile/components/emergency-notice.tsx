import { useTranslations } from 'next-intl';

import { CLINIC_CONTACTS, EMERGENCY_PHONE_NUMBERS } from '@/lib/clinic';

import styles from './profile.module.css';

/** The account is no channel for urgent help: say so, with the emergency number and the clinic's phone. */
export default function EmergencyNotice() {
  const t = useTranslations('Profile');
  return (
    <aside className={styles.notice} aria-labelledby="emergency-notice-title">
      <h2 id="emergency-notice-title" className={styles.noticeTitle}>
        {t('emergency.title')}
      </h2>
      <p className={styles.noticeText}>
        {t.rich('emergency.text', {
          ambulance: EMERGENCY_PHONE_NUMBERS.ambulance,
          general: EMERGENCY_PHONE_NUMBERS.general,
          ambulanceLink: (chunks) => (
            <a href={`tel:${EMERGENCY_PHONE_NUMBERS.ambulance}`} className={styles.noticeLink}>
              {chunks}
            </a>
          ),
          generalLink: (chunks) => (
            <a href={`tel:${EMERGENCY_PHONE_NUMBERS.general}`} className={styles.noticeLink}>
              {chunks}
            </a>
          ),
        })}
      </p>
      <p className={styles.noticeText}>
        {t('emergency.clinic')}{' '}
        <a href={CLINIC_CONTACTS.phone.href} className={styles.noticeLink}>
          {CLINIC_CONTACTS.phone.display}
        </a>
      </p>
    </aside>
  );
}
