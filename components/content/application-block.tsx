import type { ServiceSlug } from '@/lib/routes';
import ApplicationForm from '@/components/forms/application-form';
import styles from './application-block.module.css';

/**
 * The application form on a content page, as the section with id "application" (calls to action
 * link to #application). The form renders the section and its heading itself.
 */
export default function ApplicationBlock({ defaultService }: { defaultService?: ServiceSlug }) {
  return (
    <div className={styles.band}>
      <div className="container">
        <ApplicationForm id="application" defaultService={defaultService} />
      </div>
    </div>
  );
}
