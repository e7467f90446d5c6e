/** The home page's last section: the address, phone and e-mail beside the opening hours, with a link to the contacts page. */
import { getTranslations } from 'next-intl/server';

import CtaLink from '@/components/ui/cta-link';
import Section from '@/components/ui/section';
import { CLINIC_CONTACTS } from '@/lib/clinic';

import styles from './find-us.module.css';
import OpeningHours from './opening-hours';

export default async function FindUs() {
  const [t, tFooter] = await Promise.all([getTranslations('Home'), getTranslations('Footer')]);
  return (
    <Section id="find-us" title={t('contactsTitle')}>
      <div className={styles.findUs}>
        <div>
          <p className={styles.address}>{tFooter('address')}</p>
          <p>
            <a href={CLINIC_CONTACTS.phone.href}>{CLINIC_CONTACTS.phone.display}</a>
            <br />
            <a href={CLINIC_CONTACTS.email.href}>{CLINIC_CONTACTS.email.display}</a>
          </p>
          <CtaLink href="/contacts" variant="secondary">
            {t('contactsLink')}
          </CtaLink>
        </div>
        <OpeningHours />
      </div>
    </Section>
  );
}
