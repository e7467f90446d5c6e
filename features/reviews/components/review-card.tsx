import { useLocale } from 'next-intl';

import type { Review } from '@/features/reviews/api/calls';
import { formatCalendarDate } from '@/lib/i18n/format';

import RatingStars from './rating-stars';
import styles from './review-card.module.css';

interface ReviewCardProps {
  review: Review;
  /** Name of the service the review is about, in the page's language. */
  serviceLabel?: string;
}

/** One review: stars, the text as a quote, the author, the date and the service. Server or client. */
export default function ReviewCard({ review, serviceLabel }: ReviewCardProps) {
  const locale = useLocale();
  return (
    <figure className={styles.card}>
      <RatingStars rating={review.rating} />
      <blockquote className={styles.quote}>
        <p>{review.text}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{review.author}</span>
        <span className={styles.meta}>
          <time dateTime={review.date}>
            {/* Not Intl for Armenian: browsers without Armenian ICU data would render English and break hydration. */}
            {formatCalendarDate(review.date, locale)}
          </time>
          {serviceLabel ? <> · {serviceLabel}</> : null}
        </span>
      </figcaption>
    </figure>
  );
}
