import { getTranslations } from 'next-intl/server';

import Link from '@/components/ui/link';
import { SITE } from '@/lib/site';

import styles from './not-found-page.module.css';

/**
 * The body of "Page not found" in the visitor's language, without header and footer: a page's not-found
 * boundary renders it inside the layout that already has them. Kept small on purpose: Next embeds every
 * not-found boundary in the flight data of every page below it.
 */
export default async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <div className={`container ${styles.page}`}>
      <title>{`${t('title')} | ${SITE.brand}`}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('heading')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <ul className={styles.actions}>
        <li>
          <Link href="/" className={styles.primary}>
            {t('home')}
          </Link>
        </li>
        <li>
          <Link href="/services">{t('services')}</Link>
        </li>
        <li>
          <Link href="/contacts">{t('contacts')}</Link>
        </li>
      </ul>
    </div>
  );
}
