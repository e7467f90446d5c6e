import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import Link from '@/components/ui/link';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/config';
import { SLUG_PATTERN, doctorRoute, serviceRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { serverApi } from '@/lib/api/server';
import { getDoctor, getDoctors } from '@/lib/api/contract';
import { orNotFound } from '@/lib/api/not-found';
import { getContent } from '@/lib/site-texts';
import { physicianJsonLd } from '@/lib/seo/structured-data';
import ApiImage from '@/components/ui/api-image';
import { ApplicationBlock } from '@/features/application';
import { bookingLink } from '@/features/booking/server';
import { PageHeader } from '@/features/shell';
import CtaLink from '@/components/ui/cta-link';
import JsonLd from '@/components/ui/json-ld';
import styles from './doctor.module.css';

/** A list of languages starts with a capital; the names inside it are lower case in Armenian and Russian. */
const capitalized = (text: string, locale: Locale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

type Params = LocaleParams<{ slug: string }>;

export const dynamicParams = true;

export async function generateStaticParams() {
  const doctors = await getDoctors(serverApi(DEFAULT_LOCALE));
  return LOCALES.flatMap((locale) => doctors.map((doctor) => ({ locale, slug: doctor.slug })));
}

async function loadDoctor(locale: Locale, slug: string) {
  if (!SLUG_PATTERN.test(slug)) notFound();
  return orNotFound(getDoctor(serverApi(locale), slug));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const doctor = await loadDoctor(locale, slug);
  const t = await getTranslations({ locale, namespace: 'Doctors' });
  return pageMetadata({
    locale,
    path: doctorRoute(slug),
    title: doctor.name,
    description: `${doctor.specialty}. ${t('experience', { years: doctor.experienceYears })}. ${doctor.bio.split(/\n\s*\n/)[0]}`.slice(0, 300),
    type: 'profile',
    image: { url: doctor.photo.url, width: doctor.photo.width, height: doctor.photo.height, alt: doctor.photo.alt },
  });
}

export default async function DoctorPage({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const doctor = await loadDoctor(locale, slug);
  const [t, tNav, tServices, bookHref] = await Promise.all([
    getTranslations('Doctors'),
    getTranslations('Nav'),
    getTranslations('Services'),
    bookingLink(locale, { services: doctor.services, doctor: doctor.slug }),
  ]);
  const paragraphs = doctor.bio.split(/\n\s*\n/).filter(Boolean);

  return (
    <>
      <JsonLd data={physicianJsonLd({ doctor, locale, address: getContent(locale).address })} />
      <PageHeader title={doctor.name} lead={doctor.specialty} breadcrumbs={[{ label: tNav('doctors'), href: '/doctors' }, { label: doctor.name }]} />
      <div className={`container ${styles.profile}`}>
        <div className={styles.photo}>
          <ApiImage image={doctor.photo} sizes="(min-width: 960px) 360px, (min-width: 600px) 40vw, 100vw" priority className={styles.image} />
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
          <CtaLink href={bookHref ?? '#application'}>{t('book')}</CtaLink>

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
      <ApplicationBlock preset={{ service: doctor.services[0], doctor: doctor.slug }} />
    </>
  );
}
