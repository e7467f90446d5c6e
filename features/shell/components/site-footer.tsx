import { cache } from 'react';
import Link from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { openingHoursLine } from '@/lib/opening-hours';
import { SITE } from '@/lib/site';
import { STATIC_ROUTES, staticContentRoute } from '@/lib/routes';
import { ContactBlock } from '@/features/contacts';
import Logo from './logo';
import styles from './site-footer.module.css';

/**
 * The footer's contents as one element per request: the page's layout and the not-found tree (both in every
 * page's flight data) share it, so React serializes it once.
 */
const footerContent = cache(() => <SiteFooterContent />);

export default function SiteFooter() {
  return <footer className={styles.footer}>{footerContent()}</footer>;
}

async function SiteFooterContent() {
  const t = await getTranslations('Footer');
  const tNav = await getTranslations('Nav');
  const locale = await getLocale();
  const year = new Date().getFullYear();
  const info = [
    { slug: 'privacy-policy', label: t('privacy') },
    { slug: 'terms-of-use', label: t('terms') },
    { slug: 'patient-rights', label: t('patientRights') },
  ];

  return (
    <>
      <div className={`container ${styles.grid}`}>
        <div>
          <div className={styles.logo}>
            <Logo />
          </div>
          <p>{t('address')}</p>
          <p>{openingHoursLine(locale)}</p>
          <p className={styles.small}>{t('license')}</p>
        </div>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {t('contactsHeading')}
          </h2>
          <ContactBlock tone="dark" />
        </section>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav" className={styles.heading}>
            {t('navHeading')}
          </h2>
          <ul className={styles.links}>
            {STATIC_ROUTES.filter((route) => route.inNav).map((route) => (
              <li key={route.key}>
                <Link href={route.path}>{tNav(route.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>
            {t('infoHeading')}
          </h2>
          <ul className={styles.links}>
            {info.map((item) => (
              <li key={item.slug}>
                <Link href={staticContentRoute(item.slug)}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('rights', { year, brand: SITE.brand })}</p>
      </div>
    </>
  );
}
