import { useLocale } from 'next-intl';

import LinkedCard, { type CardPlacement } from '@/components/ui/linked-card';
import type { NewsSummary } from '@/features/news/api/calls';
import { CLINIC_TIME_ZONE } from '@/lib/clinic';
import { formatDate } from '@/lib/i18n/format';
import { newsRoute } from '@/lib/routes';

import styles from './news-card.module.css';

export default function NewsCard({ item, ...placement }: { item: NewsSummary } & CardPlacement) {
  const locale = useLocale();
  return (
    <LinkedCard
      {...placement}
      href={newsRoute(item.slug)}
      title={item.title}
      image={item.image}
      sizes="(min-width: 1200px) 370px, (min-width: 768px) 45vw, 90vw"
      classNames={{ media: styles.cover, body: styles.body, heading: styles.title }}
      before={
        <time dateTime={item.publishedAt} className={styles.date}>
          {formatDate(item.publishedAt, locale, 'date', { timeZone: CLINIC_TIME_ZONE })}
        </time>
      }
    >
      <p className={styles.excerpt}>{item.excerpt}</p>
    </LinkedCard>
  );
}
