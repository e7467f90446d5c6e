'use client';

import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '@/lib/config';
import styles from './language-switcher.module.css';

export interface LanguageSwitcherLabels {
  label: string;
  names: Record<Locale, string>;
}

/**
 * Labels come as props from the server header, so this component (on every page) needs no message
 * formatting code in the browser.
 *
 * Links to the same page in the other languages (slug kept). next-intl's Link with a `locale`
 * updates the locale cookie before navigating, so the visitor is never bounced back to the old language.
 */
export default function LanguageSwitcher({ labels }: { labels: LanguageSwitcherLabels }) {
  const locale = useLocale();
  const pathname = usePathname();

  return (
    <nav aria-label={labels.label} className={styles.switcher}>
      <ul className={styles.list}>
        {LOCALES.map((target) => (
          <li key={target}>
            <Link
              href={pathname}
              locale={target}
              hrefLang={LANGUAGE_TAGS[target]}
              lang={LANGUAGE_TAGS[target]}
              prefetch={false}
              aria-current={target === locale ? 'true' : undefined}
              className={styles.link}
              data-locale={target}
            >
              <span aria-hidden="true">{target.toUpperCase()}</span>
              <span className="visually-hidden">{labels.names[target]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
