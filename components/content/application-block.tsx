import { getTranslations } from 'next-intl/server';
import type { ServiceSlug } from '@/lib/routes';
import { CLINIC_CONTACTS } from '@/lib/clinic';
import { applicationLimits } from '@/lib/application/application-limits';
import ApplicationForm from '@/components/application/application-form';
import OpeningHours from './opening-hours';
import styles from './application-block.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { APPLICATION_FORM_NAMESPACES } from '@/components/application/namespaces';

/**
 * The application form on a content page, as the section with id "application" (calls to action
 * link to #application), with the phone, Telegram and opening hours beside it for those who would
 * rather talk. The form renders the section and its heading itself.
 */
export default async function ApplicationBlock({ defaultService }: { defaultService?: ServiceSlug }) {
  const t = await getTranslations('Content');
  const { phone, telegram } = CLINIC_CONTACTS;
  return (
    <div className={styles.band}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.form}>
          <ClientMessages namespaces={APPLICATION_FORM_NAMESPACES}><ApplicationForm id="application" {...(defaultService && { defaultService })} limits={applicationLimits()} /></ClientMessages>
        </div>
        <aside className={styles.aside} aria-labelledby="application-aside-title">
          <h2 id="application-aside-title" className={styles.asideTitle}>
            {t('asideTitle')}
          </h2>
          <p>{t('asideText')}</p>
          <p className={styles.links}>
            <a href={phone.href} className={styles.phone}>
              {phone.display}
            </a>
            <a href={telegram.href} target="_blank" rel="noopener noreferrer">
              {t('asideTelegram')} {telegram.display}
            </a>
          </p>
          <OpeningHours />
        </aside>
      </div>
    </div>
  );
}
