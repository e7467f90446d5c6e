import { useFormatter } from 'next-intl';
import Link from '@/components/ui/link';
import { newsRoute } from '@/lib/routes';
import type { NewsSummary } from '@/lib/api/schemas';
import ApiImage from './api-image';
import card from './linked-card.module.css';
import styles from './news-card.module.css';

interface NewsCardProps {
  item: NewsSummary;
  headingLevel?: 'h2' | 'h3';
  /** Only for the first card of a page where it is the largest image in view. */
  priority?: boolean;
}

export default function NewsCard({ item, headingLevel: Heading = 'h3', priority = false }: NewsCardProps) {
  const format = useFormatter();
  return (
    <article className={card.card}>
      <div className={styles.cover}>
        <ApiImage
          image={item.image}
          alt=""
          sizes="(min-width: 1200px) 370px, (min-width: 768px) 45vw, 90vw"
          priority={priority}
          className={card.image}
        />
      </div>
      <div className={styles.body}>
        <time dateTime={item.publishedAt} className={styles.date}>
          {format.dateTime(new Date(item.publishedAt), 'date')}
        </time>
        <Heading className={styles.title}>
          <Link href={newsRoute(item.slug)} className={card.link}>
            {item.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{item.excerpt}</p>
      </div>
    </article>
  );
}
