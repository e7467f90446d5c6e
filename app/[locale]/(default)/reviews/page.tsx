import { getTranslations } from 'next-intl/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { TESTIMONIALS_PAGE_SIZE } from '@/lib/config';
import { SERVICE_SLUGS, type ServiceSlug } from '@/lib/routes';
import { serverApi } from '@/lib/api/server';
import { getTestimonials } from '@/lib/api/endpoints';
import { reviewLimits } from '@/lib/reviews/review-limits';
import Section from '@/components/content/section';
import TestimonialsFeed from '@/components/reviews/testimonials-feed';
import ReviewForm from '@/components/reviews/review-form';
import ReviewsEmpty from '@/components/reviews/reviews-empty';
import PageHeader from '@/components/layout/page-header';
import styles from './reviews.module.css';
import ClientMessages from '@/components/providers/client-messages';
import { REVIEW_FORM_NAMESPACES, TESTIMONIALS_FEED_NAMESPACES } from '@/components/reviews/namespaces';

export const generateMetadata = staticPageMetadata('reviews');

export default async function ReviewsPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const [t, tPages, tServices] = await Promise.all([getTranslations('Reviews'), getTranslations('Pages'), getTranslations('Services')]);
  const first = await getTestimonials(serverApi(locale), { page: 1, pageSize: TESTIMONIALS_PAGE_SIZE });
  const serviceLabels = Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, tServices(slug)])) as Record<ServiceSlug, string>;

  return (
    <>
      <PageHeader title={tPages('reviews.title')} lead={tPages('reviews.description')} breadcrumbs={[{ label: tPages('reviews.title') }]}>
        <p className={styles.jump}>
          <a href="#leave-review">{t('formTitle')} ↓</a>
        </p>
      </PageHeader>
      <Section id="patient-reviews" first title={t('listTitle')}>
        {first.items.length ? (
          <ClientMessages namespaces={TESTIMONIALS_FEED_NAMESPACES}><TestimonialsFeed initial={first} serviceLabels={serviceLabels} /></ClientMessages>
        ) : (
          <ReviewsEmpty formId="leave-review" />
        )}
      </Section>
      <Section id="leave-review" tone="alt" title={t('formTitle')} lead={t('formLead')}>
        <ClientMessages namespaces={REVIEW_FORM_NAMESPACES}><ReviewForm services={SERVICE_SLUGS.map((slug) => ({ value: slug, label: serviceLabels[slug] }))} limits={reviewLimits()} /></ClientMessages>
      </Section>
    </>
  );
}
