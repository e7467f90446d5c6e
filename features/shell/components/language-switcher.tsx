'use client';

import { useLocale } from 'next-intl';

import Link from '@/components/ui/link';
import { LOCALE_LINK_ATTRIBUTE } from '@/lib/first-tap/document-script';
import { usePathname } from '@/lib/i18n/navigation';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '@/lib/locales';

import styles from './language-switcher.module.css';

export interface LanguageSwitcherLabels {
  label: string;
  names: Record<Locale, string>;
}

/**
 * Links to the same page in the other languages (slug kept). Labels come as props from the server
 * header. A click stores the choice in the locale cookie before navigating (the link does it; before the page
 * is interactive, the head's script, lib/first-tap), so the proxy never bounces the visitor back to the old
 * language.
 */
export default function LanguageSwitcher({ labels }: { labels: LanguageSwitcherLabels }) {
  const locale = useLocale();
  const path = usePathname();

  return (
    <nav aria-label={labels.label} className={styles.switcher}>
      <ul className={styles.list}>
        {LOCALES.map((target) => (
          <li key={target}>
            <Link
              href={path}
              locale={target}
              hrefLang={LANGUAGE_TAGS[target]}
              lang={LANGUAGE_TAGS[target]}
              prefetch={false}
              aria-current={target === locale ? 'true' : undefined}
              className={styles.link}
              {...{ [LOCALE_LINK_ATTRIBUTE]: target }}
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
