import { getTranslations } from 'next-intl/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import Link from '@/components/ui/link';
import { HOME_DOCTORS_COUNT, HOME_NEWS_COUNT, HOME_TESTIMONIALS_COUNT } from '@/lib/config';
import { SERVICE_SLUGS } from '@/lib/routes';
import { SITE } from '@/lib/site';
import { serverApi } from '@/lib/api/server';
import { getDoctors, getNewsList, getTestimonials } from '@/lib/api/endpoints';
import { getContent } from '@/lib/content';
import { loadSection } from '@/lib/content/load';
import { medicalClinicJsonLd } from '@/lib/content/structured-data';
import ApiUnavailable from '@/components/content/api-unavailable';
import ApplicationBlock from '@/components/content/application-block';
import CardGrid from '@/components/content/card-grid';
import CtaLink from '@/components/content/cta-link';
import DoctorCard from '@/components/content/doctor-card';
import InfoCards from '@/components/content/info-cards';
import IntroHero from '@/components/content/intro-hero';
import JsonLd from '@/components/content/json-ld';
import NewsCard from '@/components/content/news-card';
import OpeningHours from '@/components/content/opening-hours';
import Section from '@/components/content/section';
import ServiceCard from '@/components/content/service-card';
import TestimonialCard from '@/components/reviews/testimonial-card';
import styles from './home.module.css';

/** Regenerated at most once an hour (= PAGE_REVALIDATE_SECONDS in lib/config.ts; segment config must be a literal). */
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  return staticPageMetadata(locale, 'home', '/');
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const [t, tServices, tPages, tFooter, tService] = await Promise.all([
    getTranslations('Home'),
    getTranslations('Services'),
    getTranslations('Pages'),
    getTranslations('Footer'),
    getTranslations('ServicePage'),
  ]);
  const content = getContent(locale);
  const api = serverApi(locale);
  const [doctors, news, testimonials] = await Promise.all([
    loadSection('featured doctors', getDoctors(api, { featured: true })),
    loadSection('latest news', getNewsList(api, { page: 1, pageSize: HOME_NEWS_COUNT })),
    loadSection('testimonials', getTestimonials(api, { page: 1, pageSize: HOME_TESTIMONIALS_COUNT })),
  ]);

  return (
    <>
      <JsonLd data={medicalClinicJsonLd({ locale, description: tPages('home.description'), address: content.address })} />
      <IntroHero
        eyebrow={t('heroEyebrow')}
        title={t('heroTitle')}
        lead={t('heroLead')}
        facts={content.home.facts}
        factsLabel={t('factsLabel')}
        actions={
          <>
            <CtaLink href="#application">{t('heroCta')}</CtaLink>
            <CtaLink href="/services" variant="secondary">
              {t('heroSecondary')}
            </CtaLink>
          </>
        }
      >
        <p className={styles.call}>
          {t.rich('heroCall', {
            number: SITE.contacts.phone.display,
            phone: (chunks) => (
              <a href={SITE.contacts.phone.href} className={styles.phone}>
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
        <CardGrid>
          {SERVICE_SLUGS.map((service) => (
            <li key={service}>
              <ServiceCard
                service={service}
                title={tServices(service)}
                summary={content.services[service].summary}
                linkLabel={tService('learnMore')}
              />
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="doctors"
        tone="alt"
        title={t('doctorsTitle')}
        lead={t('doctorsLead')}
        action={<Link href="/doctors">{t('doctorsAll')} →</Link>}
      >
        {doctors.ok ? (
          <CardGrid>
            {doctors.data.slice(0, HOME_DOCTORS_COUNT).map((doctor) => (
              <li key={doctor.id}>
                <DoctorCard doctor={doctor} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <ApiUnavailable />
        )}
      </Section>

      <Section id="trust" title={t('trustTitle')} action={<Link href="/about-us#certificates">{t('certificatesLink')} →</Link>}>
        <InfoCards items={content.home.trust} />
      </Section>

      <Section id="news" tone="alt" title={t('newsTitle')} action={<Link href="/news">{t('newsAll')} →</Link>}>
        {news.ok ? (
          <CardGrid minColumn="lg">
            {news.data.items.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <ApiUnavailable />
        )}
      </Section>

      <Section id="reviews" title={t('reviewsTitle')} action={<Link href="/reviews">{t('reviewsAll')} →</Link>}>
        {testimonials.ok ? (
          <CardGrid minColumn="lg">
            {testimonials.data.items.map((item) => (
              <li key={item.id}>
                <TestimonialCard testimonial={item} serviceLabel={item.service ? tServices(item.service) : undefined} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <ApiUnavailable />
        )}
      </Section>

      <ApplicationBlock />

      <Section id="find-us" title={t('contactsTitle')}>
        <div className={styles.findUs}>
          <div>
            <p className={styles.address}>{tFooter('address')}</p>
            <p>
              <a href={SITE.contacts.phone.href}>{SITE.contacts.phone.display}</a>
              <br />
              <a href={SITE.contacts.email.href}>{SITE.contacts.email.display}</a>
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
