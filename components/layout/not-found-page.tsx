import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/link';
import { SITE } from '@/lib/site';
import SiteHeader from './site-header';
import SiteFooter from './site-footer';
import styles from './not-found-page.module.css';

/** "Page not found" in the visitor's language, with the site's header and footer (served with HTTP 404). */
export default async function NotFoundPage() {
  const t = await getTranslations('NotFound');
  return (
    <>
      <title>{`${t('title')} | ${SITE.brand}`}</title>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={`container ${styles.page}`}>
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
      </main>
      <SiteFooter />
    </>
  );
}
