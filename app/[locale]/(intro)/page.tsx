import { getTranslations } from 'next-intl/server';

import CardGrid from '@/components/ui/card-grid';
import InfoCards from '@/components/ui/info-cards';
import JsonLd from '@/components/ui/json-ld';
import Link from '@/components/ui/link';
import Section from '@/components/ui/section';
import { ApplicationBlock } from '@/features/application';
import { bookingLink } from '@/features/booking/server';
import { FindUs } from '@/features/contacts';
import { HomeHero } from '@/features/content';
import { DoctorCard } from '@/features/doctors';
import { getFeaturedDoctors } from '@/features/doctors/server';
import { NewsCard } from '@/features/news';
import { getLatestNews } from '@/features/news/server';
import { LatestReviews } from '@/features/reviews/server';
import { ServiceCard } from '@/features/services';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { SERVICE_SLUGS } from '@/lib/routes';
import { medicalClinicJsonLd } from '@/lib/seo/structured-data';
import { getContent } from '@/lib/site-texts';

export const generateMetadata = staticPageMetadata('home');

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const content = getContent(locale);
  const [t, doctors, news, bookHref] = await Promise.all([
    getTranslations('Home'),
    getFeaturedDoctors(locale),
    getLatestNews(locale),
    bookingLink(locale),
  ]);

  return (
    <>
      <JsonLd data={medicalClinicJsonLd({ locale, address: content.address })} />
      <HomeHero locale={locale} bookHref={bookHref ?? '#application'} />

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
        <CardGrid items={doctors}>{(doctor) => <DoctorCard doctor={doctor} />}</CardGrid>
      </Section>

      <Section id="trust" title={t('trustTitle')} action={<Link href="/about-us#certificates">{t('certificatesLink')} →</Link>}>
        <InfoCards items={content.home.trust} />
      </Section>

      <Section id="news" tone="alt" title={t('newsTitle')} action={<Link href="/news">{t('newsAll')} →</Link>}>
        <CardGrid minColumn="lg" items={news}>
          {(item) => <NewsCard item={item} />}
        </CardGrid>
      </Section>

      <Section id="reviews" title={t('reviewsTitle')} action={<Link href="/reviews">{t('reviewsAll')} →</Link>}>
        <LatestReviews locale={locale} />
      </Section>

      <ApplicationBlock />
      <FindUs />
    </>
  );
}
