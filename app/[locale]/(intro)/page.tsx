import { getTranslations } from 'next-intl/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import Link from '@/components/ui/link';
import { HOME_DOCTORS_COUNT, HOME_NEWS_COUNT, HOME_TESTIMONIALS_COUNT } from '@/lib/config';
import { SERVICE_SLUGS } from '@/lib/routes';
import { CLINIC_CONTACTS } from '@/lib/clinic';
import { serverApi } from '@/lib/api/server';
import { getDoctors, getNewsList, getReviews } from '@/lib/api/contract';
import { getContent } from '@/lib/site-texts';
import { medicalClinicJsonLd } from '@/lib/seo/structured-data';
import { ApplicationBlock } from '@/features/application';
import { bookingLink } from '@/features/booking/server';
import { DoctorCard } from '@/features/doctors';
import { IntroHero } from '@/features/content';
import { NewsCard } from '@/features/news';
import { OpeningHours } from '@/features/contacts';
import { ServiceCard } from '@/features/services';
import { ReviewCard } from '@/features/reviews';
import CardGrid from '@/components/ui/card-grid';
import CtaLink from '@/components/ui/cta-link';
import InfoCards from '@/components/ui/info-cards';
import JsonLd from '@/components/ui/json-ld';
import Section from '@/components/ui/section';
import styles from './home.module.css';

export const generateMetadata = staticPageMetadata('home');

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const [t, tServices, tFooter] = await Promise.all([getTranslations('Home'), getTranslations('Services'), getTranslations('Footer')]);
  const content = getContent(locale);
  const api = serverApi(locale);
  const [doctors, news, reviews, bookHref] = await Promise.all([
    getDoctors(api, { featured: true }),
    getNewsList(api, { page: 1, pageSize: HOME_NEWS_COUNT }),
    getReviews(api, { page: 1, pageSize: HOME_TESTIMONIALS_COUNT }),
    bookingLink(locale),
  ]);

  return (
    <>
      <JsonLd data={medicalClinicJsonLd({ locale, address: content.address })} />
      <IntroHero
        eyebrow={t('heroEyebrow')}
        title={t('heroTitle')}
        lead={t('heroLead')}
        facts={content.home.facts}
        factsLabel={t('factsLabel')}
        actions={
          <>
            <CtaLink href={bookHref ?? '#application'}>{t('heroCta')}</CtaLink>
            <CtaLink href="/services" variant="secondary">
              {t('heroSecondary')}
            </CtaLink>
          </>
        }
      >
        <p className={styles.call}>
          {t.rich('heroCall', {
            number: CLINIC_CONTACTS.phone.display,
            phone: (chunks) => (
              <a href={CLINIC_CONTACTS.phone.href} className={styles.phone}>
                {chunks}
              </a>
            ),
          })}
        </p>
      </IntroHero>

      <Section
        id="services"
        title={t('servicesTitle')}
        lead={t('servicesLead')}
        action={<Link href="/services">{t('servicesAll')} →</Link>}
      >
        <CardGrid items={SERVICE_SLUGS}>{(service) => <ServiceCard service={service} />}</CardGrid>
      </Section>

      <Section
        id="doctors"
        tone="alt"
        title={t('doctorsTitle')}
        lead={t('doctorsLead')}
        action={<Link href="/doctors">{t('doctorsAll')} →</Link>}
      >
        <CardGrid items={doctors.slice(0, HOME_DOCTORS_COUNT)}>{(doctor) => <DoctorCard doctor={doctor} />}</CardGrid>
      </Section>

      <Section id="trust" title={t('trustTitle')} action={<Link href="/about-us#certificates">{t('certificatesLink')} →</Link>}>
        <InfoCards items={content.home.trust} />
      </Section>

      <Section id="news" tone="alt" title={t('newsTitle')} action={<Link href="/news">{t('newsAll')} →</Link>}>
        <CardGrid minColumn="lg" items={news.items}>
          {(item) => <NewsCard item={item} />}
        </CardGrid>
      </Section>

      <Section id="reviews" title={t('reviewsTitle')} action={<Link href="/reviews">{t('reviewsAll')} →</Link>}>
        <CardGrid minColumn="lg" items={reviews.items}>
          {(item) => <ReviewCard review={item} serviceLabel={item.service ? tServices(item.service) : undefined} />}
        </CardGrid>
      </Section>

      <ApplicationBlock />

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
    </>
  );
}
