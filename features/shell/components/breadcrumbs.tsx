import { getLocale, getTranslations } from 'next-intl/server';

import JsonLd from '@/components/ui/json-ld';
import Link from '@/components/ui/link';
import { absoluteUrl, localizedPath } from '@/lib/seo';

import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** path without locale prefix; the last crumb (the current page) has none */
  href?: string;
}

/** Home › … › current page, with a BreadcrumbList for search engines. */
export default async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('Nav');
  const locale = await getLocale();
  const all: Crumb[] = [{ label: t('home'), href: '/' }, ...items];
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: absoluteUrl(localizedPath(locale, crumb.href)) } : {}),
    })),
  };

  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {all.map((crumb, index) => (
          <li key={index} className={styles.item}>
            {crumb.href && index < all.length - 1 ? (
              <Link href={crumb.href} prefetch={false}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={structured} />
    </nav>
  );
}
