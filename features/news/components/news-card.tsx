import { useLocale } from 'next-intl';
import { CLINIC_TIME_ZONE } from '@/lib/clinic';
import { formatDate } from '@/lib/i18n/format';
import { newsRoute } from '@/lib/routes';
import type { NewsSummary } from '@/lib/api/contract';
import LinkedCard from '@/components/ui/linked-card';
import styles from './news-card.module.css';

interface NewsCardProps {
  item: NewsSummary;
  headingLevel?: 'h2' | 'h3';
  /** Only for the first card of a page where it is the largest image in view. */
  priority?: boolean;
}

export default function NewsCard({ item, headingLevel = 'h3', priority = false }: NewsCardProps) {
  const locale = useLocale();
  return (
    <LinkedCard
      href={newsRoute(item.slug)}
      title={item.title}
      headingLevel={headingLevel}
      image={item.image}
      sizes="(min-width: 1200px) 370px, (min-width: 768px) 45vw, 90vw"
      priority={priority}
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
