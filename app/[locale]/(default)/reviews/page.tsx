import { getTranslations } from 'next-intl/server';

import Section from '@/components/ui/section';
import { REVIEW_FORM_NAMESPACES, ReviewForm, REVIEWS_FEED_NAMESPACES, ReviewsEmpty, ReviewsFeed } from '@/features/reviews';
import { reviewLimits } from '@/features/reviews/model';
import { getFirstReviews } from '@/features/reviews/server';
import { PageHeader } from '@/features/shell';
import HydrateNearScreen from '@/lib/first-tap/hydrate-near-screen';
import ClientMessages from '@/lib/i18n/client-messages';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { SERVICE_SLUGS, type ServiceSlug } from '@/lib/routes';

import styles from './reviews.module.css';

export const generateMetadata = staticPageMetadata('reviews');

export default async function ReviewsPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const [t, tPages, tServices] = await Promise.all([getTranslations('Reviews'), getTranslations('Pages'), getTranslations('Services')]);
  const first = await getFirstReviews(locale);
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
          <ClientMessages namespaces={REVIEWS_FEED_NAMESPACES}>
            <ReviewsFeed initial={first} serviceLabels={serviceLabels} />
          </ClientMessages>
        ) : (
          <ReviewsEmpty formId="leave-review" />
        )}
      </Section>
      <Section id="leave-review" tone="alt" title={t('formTitle')} lead={t('formLead')}>
        <ClientMessages namespaces={REVIEW_FORM_NAMESPACES}>
          <HydrateNearScreen>
            <ReviewForm services={SERVICE_SLUGS.map((slug) => ({ value: slug, label: serviceLabels[slug] }))} limits={reviewLimits()} />
          </HydrateNearScreen>
        </ClientMessages>
      </Section>
    </>
  );
}
