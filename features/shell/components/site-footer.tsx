import { getLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';

import Link from '@/components/ui/link';
import TitledBlock from '@/components/ui/titled-block';
import { ContactBlock } from '@/features/contacts';
import { openingHoursLine } from '@/lib/opening-hours';
import { STATIC_ROUTES, staticContentRoute } from '@/lib/routes';
import { SITE } from '@/lib/site';

import Logo from './logo';
import styles from './site-footer.module.css';

/**
 * The footer's contents as one element per request: the page's layout and the not-found tree (both in every
 * page's flight data) share it, so React serializes it once.
 */
const footerContent = cache(() => <SiteFooterContent />);

/** The site's information pages, linked from every footer. */
const INFO_PAGES = [
  { slug: 'privacy-policy', label: 'privacy' },
  { slug: 'terms-of-use', label: 'terms' },
  { slug: 'patient-rights', label: 'patientRights' },
] as const;

export default function SiteFooter() {
  return <footer className={styles.footer}>{footerContent()}</footer>;
}

async function SiteFooterContent() {
  const t = await getTranslations('Footer');
  const tNav = await getTranslations('Nav');
  const locale = await getLocale();
  const year = new Date().getFullYear();

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
        <TitledBlock headingId="footer-contacts" title={t('contactsHeading')} headingClassName={styles.heading}>
          <ContactBlock tone="dark" />
        </TitledBlock>
        <FooterLinks
          id="footer-nav"
          title={t('navHeading')}
          links={STATIC_ROUTES.filter((route) => route.inNav).map((route) => ({ href: route.path, label: tNav(route.key) }))}
        />
        <FooterLinks
          id="footer-info"
          title={t('infoHeading')}
          links={INFO_PAGES.map((page) => ({ href: staticContentRoute(page.slug), label: t(page.label) }))}
        />
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('rights', { year, brand: SITE.brand })}</p>
      </div>
    </>
  );
}

/** A titled list of links in the footer. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: { href: string; label: string }[] }) {
  return (
    <TitledBlock as="nav" headingId={id} title={title} headingClassName={styles.heading}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </TitledBlock>
  );
}
