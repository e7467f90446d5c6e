/** A doctor's page below its header: photo, facts, biography and education, with its structured data. */
import { getTranslations } from 'next-intl/server';

import ApiImage from '@/components/ui/api-image';
import CtaLink from '@/components/ui/cta-link';
import JsonLd from '@/components/ui/json-ld';
import Link from '@/components/ui/link';
import type { Locale } from '@/lib/locales';
import { serviceRoute } from '@/lib/routes';
import { getContent } from '@/lib/site-texts';

import type { Doctor } from '../api/calls';
import { physicianJsonLd } from '../model/structured-data';
import styles from './doctor-profile.module.css';

/** A list of languages starts with a capital; the names inside it are lower case in Armenian and Russian. */
const capitalized = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** `bookHref`: where its Book button leads (the booking page, or the application form below when booking is off). */
export default async function DoctorProfile({ doctor, locale, bookHref }: { doctor: Doctor; locale: Locale; bookHref: string }) {
  const [t, tServices] = await Promise.all([getTranslations('Doctors'), getTranslations('Services')]);
  const paragraphs = doctor.bio.split(/\n\s*\n/).filter(Boolean);

  return (
    <>
      <JsonLd data={physicianJsonLd({ doctor, locale, address: getContent(locale).address })} />
      <div className={`container ${styles.profile}`}>
        <div className={styles.photo}>
          <ApiImage
            image={doctor.photo}
            sizes="(min-width: 960px) 360px, (min-width: 600px) 40vw, 100vw"
            priority
            className={styles.image}
          />
        </div>
        <div className={styles.details}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('experienceTitle')}</dt>
              <dd>{t('experienceYears', { years: doctor.experienceYears })}</dd>
            </div>
            <div>
              <dt>{t('languagesTitle')}</dt>
              <dd>{capitalized(doctor.languages.map((language) => language.name).join(', '), locale)}</dd>
            </div>
            <div>
              <dt>{t('servicesTitle')}</dt>
              <dd>
                <ul className={styles.services}>
                  {doctor.services.map((service) => (
                    <li key={service}>
                      <Link href={serviceRoute(service)}>{tServices(service)}</Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          <CtaLink href={bookHref}>{t('book')}</CtaLink>

          <section aria-labelledby="about-doctor" className={styles.block}>
            <h2 id="about-doctor">{t('aboutTitle')}</h2>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>

          {doctor.education.length ? (
            <section aria-labelledby="education" className={styles.block}>
              <h2 id="education">{t('educationTitle')}</h2>
              <ul className={styles.education}>
                {doctor.education.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}

          <p className={styles.back}>
            <Link href="/doctors">← {t('allDoctors')}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
