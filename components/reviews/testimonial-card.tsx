import { useFormatter } from 'next-intl';
import type { Testimonial } from '@/lib/api/schemas';
import RatingStars from './rating-stars';
import styles from './testimonial-card.module.css';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** Name of the service the review is about, in the page's language. */
  serviceLabel?: string;
}

/** One review: stars, the text as a quote, the author, the date and the service. Server or client. */
export default function TestimonialCard({ testimonial, serviceLabel }: TestimonialCardProps) {
  const format = useFormatter();
  return (
    <figure className={styles.card}>
      <RatingStars rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{testimonial.author}</span>
        <span className={styles.meta}>
          <time dateTime={testimonial.date}>
            {/* A calendar date, read in UTC so that no time zone moves it to another day. */}
            {format.dateTime(new Date(`${testimonial.date}T00:00:00Z`), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
          </time>
          {serviceLabel ? <> · {serviceLabel}</> : null}
        </span>
      </figcaption>
    </figure>
  );
}
