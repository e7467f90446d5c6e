'use client';

// From lib/locales, not lib/config: this page ships with every page, so it carries only the languages.
import { FATAL_ERROR_TEXTS } from '@/lib/app/fatal-error-texts';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '@/lib/locales';
import { SITE } from '@/lib/site';

function localeFromPath(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  const first = window.location.pathname.split('/')[1];
  return LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}

/**
 * Last resort when the root layout itself fails: the same error screen, without the site chrome.
 * Crawlers are told not to index it (the robots meta below) and read its 5xx status, as anyone does.
 * It ships with every page, so it stays this small.
 */
export default function GlobalError() {
  const locale = localeFromPath();
  const texts = FATAL_ERROR_TEXTS[locale];
  const home = locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
  return (
    <html lang={LANGUAGE_TAGS[locale]}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem', color: '#1b2a33' }}>
        <title>{`${texts.title} | ${SITE.brand}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <h1 style={{ color: '#0072a3' }}>{texts.heading}</h1>
        <p>{texts.text}</p>
        <a
          href={home}
          style={{ display: 'inline-block', padding: '0.75rem 1.5rem', background: '#0072a3', color: '#fff', borderRadius: 6 }}
        >
          {texts.home}
        </a>
      </body>
    </html>
  );
}
