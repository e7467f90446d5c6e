import { useTranslations } from 'next-intl';

import styles from './rating-stars.module.css';

const MAX_RATING = 5;

/**
 * Five stars, `rating` of them filled; read out as "Rated 4 out of 5". Drawn by CSS (one star shape as a
 * repeated mask), so a page of reviews does not carry five SVG copies per review in its HTML and flight data.
 */
export default function RatingStars({ rating }: { rating: number }) {
  const t = useTranslations('ReviewList');
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return <span className={styles.stars} role="img" aria-label={t('rating', { rating, max: MAX_RATING })} data-rating={filled} />;
}
