import { useTranslations } from 'next-intl';
import styles from './rating-stars.module.css';

const MAX_RATING = 5;

/** Five stars, `rating` of them filled; read out as "Rated 4 out of 5". */
export default function RatingStars({ rating }: { rating: number }) {
  const t = useTranslations('ReviewList');
  return (
    <span className={styles.stars} role="img" aria-label={t('rating', { rating, max: MAX_RATING })}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" aria-hidden="true" focusable="false" data-filled={index < rating || undefined}>
          <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7-5.1-2.7-5.1 2.7 1-5.7-4.1-4 5.7-.8z" />
        </svg>
      ))}
    </span>
  );
}
