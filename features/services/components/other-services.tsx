/** Links to the clinic's other services, at the foot of a service's page. */
import { getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import TitledBlock from '@/components/ui/titled-block';
import { SERVICE_SLUGS, serviceRoute, type ServiceSlug } from '@/lib/routes';

import styles from './other-services.module.css';

export default async function OtherServices({ service }: { service: ServiceSlug }) {
  const [t, tServices] = await Promise.all([getTranslations('ServicePage'), getTranslations('Services')]);
  return (
    <TitledBlock
      as="nav"
      headingId="other-services-title"
      title={t('otherServices')}
      className={`container ${styles.others}`}
      headingClassName={styles.othersTitle}
    >
      <ul className={styles.othersList}>
        {SERVICE_SLUGS.filter((other) => other !== service).map((other) => (
          <li key={other}>
            <Link href={serviceRoute(other)}>{tServices(other)}</Link>
          </li>
        ))}
      </ul>
    </TitledBlock>
  );
}
