/** The newest reviews as the home page shows them: cards, each naming the service it was about. */
import 'server-only';

import { getTranslations } from 'next-intl/server';

import CardGrid from '@/components/ui/card-grid';
import type { Locale } from '@/lib/locales';

import ReviewCard from '../components/review-card';
import { getLatestReviews } from './loaders';

export default async function LatestReviews({ locale }: { locale: Locale }) {
  const [tServices, reviews] = await Promise.all([getTranslations('Services'), getLatestReviews(locale)]);
  return (
    <CardGrid minColumn="lg" items={reviews}>
      {(item) => <ReviewCard review={item} serviceLabel={item.service ? tServices(item.service) : undefined} />}
    </CardGrid>
  );
}
