import { getTranslations } from 'next-intl/server';

import CtaLink from '@/components/ui/cta-link';
import JsonLd from '@/components/ui/json-ld';
import TitledBlock from '@/components/ui/titled-block';
import { CLINIC_MAP_NAMESPACES, ClinicMap, ContactBlock, OpeningHours } from '@/features/contacts';
import { PageHeader } from '@/features/shell';
import { CLINIC_GEO, CLINIC_MAP_LINK, hoursRange, LAB_SAMPLING } from '@/lib/clinic';
import { clientEnv } from '@/lib/env/client';
import ClientMessages from '@/lib/i18n/client-messages';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { medicalClinicJsonLd } from '@/lib/seo/structured-data';
import { getContent } from '@/lib/site-texts';

import styles from './contacts.module.css';

export const generateMetadata = staticPageMetadata('contacts');

export default async function ContactsPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const [t, tPages, tFooter] = await Promise.all([getTranslations('Contacts'), getTranslations('Pages'), getTranslations('Footer')]);
  const { address } = getContent(locale);

  return (
    <>
      <JsonLd data={medicalClinicJsonLd({ locale, address })} />
      <PageHeader
        title={tPages('contacts.title')}
        lead={tPages('contacts.description')}
        breadcrumbs={[{ label: tPages('contacts.title') }]}
      />
      <div className={`container ${styles.layout}`}>
        <div className={styles.info}>
          <TitledBlock headingId="address-title" title={t('addressTitle')} className={styles.card} headingClassName={styles.heading}>
            <p className={styles.address}>
              {tFooter('address')}
              <br />
              <span className={styles.postal}>
                {address.postalCode}, {address.city}
              </span>
            </p>
          </TitledBlock>
          <TitledBlock headingId="reach-title" title={t('reachTitle')} className={styles.card} headingClassName={styles.heading}>
            <ContactBlock />
          </TitledBlock>
          <TitledBlock headingId="hours-title" title={t('hoursHeading')} className={styles.card} headingClassName={styles.heading}>
            <OpeningHours />
            <p className={styles.note}>
              {t('labNote', { weekdays: hoursRange(LAB_SAMPLING.weekdays, locale), saturday: hoursRange(LAB_SAMPLING.saturday, locale) })}
            </p>
          </TitledBlock>
        </div>
        <div className={styles.side}>
          <TitledBlock headingId="map-title" title={t('mapTitle')} headingClassName={styles.heading}>
            <ClientMessages namespaces={CLINIC_MAP_NAMESPACES}>
              <ClinicMap
                apiKey={clientEnv().NEXT_PUBLIC_GOOGLE_MAPS_API_KEY}
                address={tFooter('address')}
                position={CLINIC_GEO}
                mapLink={CLINIC_MAP_LINK}
              />
            </ClientMessages>
          </TitledBlock>
          <TitledBlock headingId="directions-title" title={t('directionsTitle')} headingClassName={styles.heading}>
            <ul className={styles.directions}>
              {address.directions.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </TitledBlock>
          <div className={styles.callback}>
            <p>{t('applicationText')}</p>
            <CtaLink href="/#application">{t('applicationLink')}</CtaLink>
          </div>
        </div>
      </div>
    </>
  );
}
