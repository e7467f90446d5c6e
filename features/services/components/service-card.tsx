import Link from '@/components/ui/link';
import { serviceRoute, type ServiceSlug } from '@/lib/routes';
import ServiceIcon from './service-icon';
import frame from '@/components/ui/card-frame.module.css';
import styles from './service-card.module.css';

interface ServiceCardProps {
  service: ServiceSlug;
  title: string;
  summary: string;
  /** Up to three things the department treats, shown under the summary. */
  highlights?: string[];
  linkLabel: string;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** A service with its icon, a sentence about it and a link to its page (the whole card is clickable). */
export default function ServiceCard({ service, title, summary, highlights, linkLabel, headingLevel: Heading = 'h3' }: ServiceCardProps) {
  return (
    <article className={`${frame.frame} ${styles.card}`}>
      <ServiceIcon service={service} className={styles.icon} />
      <Heading className={styles.title}>
        <Link href={serviceRoute(service)} className={frame.link}>
          {title}
        </Link>
      </Heading>
      <p className={styles.summary}>{summary}</p>
      {highlights?.length ? (
        <ul className={styles.highlights}>
          {highlights.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
      <span className={styles.more} aria-hidden="true">
        {`${linkLabel} →`}
      </span>
    </article>
  );
}
