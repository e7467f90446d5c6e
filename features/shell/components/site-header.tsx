import { getTranslations } from 'next-intl/server';
import { cache } from 'react';

import Link from '@/components/ui/link';
import { SearchForm } from '@/features/search';
import { CLINIC_CONTACTS } from '@/lib/clinic';
import { SERVICE_SLUGS, serviceRoute, STATIC_ROUTES } from '@/lib/routes';

import HeaderAccount from './header-account';
import LanguageSwitcher from './language-switcher';
import Logo from './logo';
import MobileMenu from './mobile-menu';
import ServicesMenu from './services-menu';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  variant?: 'solid' | 'intro';
}

/**
 * The header's contents as one element per request: the intro and solid variants (the page's layout and the
 * not-found tree in the same flight data) share it, so React serializes it once.
 */
const headerBar = cache(() => <SiteHeaderBar />);

export default function SiteHeader({ variant = 'solid' }: SiteHeaderProps) {
  return (
    <header className={styles.header} data-variant={variant}>
      {headerBar()}
    </header>
  );
}

async function SiteHeaderBar() {
  const t = await getTranslations('Nav');
  const tServices = await getTranslations('Services');
  const tLanguages = await getTranslations('LanguageSwitcher');
  const languageLabels = {
    label: tLanguages('label'),
    names: { hy: tLanguages('hy'), ru: tLanguages('ru'), en: tLanguages('en') },
  };
  const navRoutes = STATIC_ROUTES.filter((route) => route.inNav);

  return (
    <div className={`container ${styles.bar}`}>
      <Link href="/" className={styles.brand}>
        <Logo />
      </Link>
      <SearchForm variant="header" />
      <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
        <nav aria-label={t('label')} className={styles.nav}>
          <ul className={styles.navList}>
            {navRoutes.map((route) =>
              route.key === 'services' ? (
                <ServicesMenu key={route.key} label={t('services')}>
                  <ul className={styles.submenuList} aria-label={t('servicesSubmenu')}>
                    <li>
                      <Link href="/services">{t('allServices')}</Link>
                    </li>
                    {SERVICE_SLUGS.map((slug) => (
                      <li key={slug}>
                        <Link href={serviceRoute(slug)}>{tServices(slug)}</Link>
                      </li>
                    ))}
                  </ul>
                </ServicesMenu>
              ) : (
                <li key={route.key}>
                  <Link href={route.path}>{t(route.key)}</Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.tools}>
          <a href={CLINIC_CONTACTS.phone.href} className={styles.phone}>
            {CLINIC_CONTACTS.phone.display}
          </a>
          <LanguageSwitcher labels={languageLabels} />
          <HeaderAccount />
        </div>
      </MobileMenu>
    </div>
  );
}
