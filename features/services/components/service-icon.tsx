import type { ServiceSlug } from '@/lib/routes';

import styles from './service-icon.module.css';

/**
 * The service's line drawing. The drawings live in the stylesheet (cached once), so a page listing the
 * services does not carry each SVG twice, in its HTML and in its flight data.
 */
export default function ServiceIcon({ service, className }: { service: ServiceSlug; className?: string }) {
  return <span data-service={service} className={className ? `${styles.icon} ${className}` : styles.icon} />;
}
