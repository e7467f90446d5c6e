import { useLocale, useTranslations } from 'next-intl';

import frame from '@/components/ui/card-frame.module.css';
import Link from '@/components/ui/link';
import { serviceRoute, type ServiceSlug } from '@/lib/routes';
import { getContent } from '@/lib/site-texts';

import styles from './service-card.module.css';
import ServiceIcon from './service-icon';

interface ServiceCardProps {
  service: ServiceSlug;
  /** Shows up to three things the department treats under the summary. */
  highlights?: boolean;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** A service with its icon, a sentence about it and a link to its page (the whole card is clickable). */
export default function ServiceCard({ service, highlights = false, headingLevel: Heading = 'h3' }: ServiceCardProps) {
  const tServices = useTranslations('Services');
  const t = useTranslations('ServicePage');
  const text = getContent(useLocale()).services[service];
  return (
    <article className={`${frame.frame} ${styles.card}`}>
      <ServiceIcon service={service} className={styles.icon} />
      <Heading className={styles.title}>
        <Link href={serviceRoute(service)} className={frame.link}>
          {tServices(service)}
        </Link>
      </Heading>
      <p className={styles.summary}>{text.summary}</p>
      {highlights && text.treats.length ? (
        <ul className={styles.highlights}>
          {text.treats.slice(0, 3).map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
      <span className={styles.more} aria-hidden="true">
        {`${t('learnMore')} →`}
      </span>
    </article>
  );
}
