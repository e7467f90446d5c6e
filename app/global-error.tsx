'use client';

import { useSyncExternalStore } from 'react';
import { hasLocale } from 'next-intl';
import { isBot } from '@/lib/app/bots';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '@/lib/config';
import { FATAL_ERROR_TEXTS } from '@/lib/app/fatal-error-texts';
import { SITE } from '@/lib/site';

function localeFromPath(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  const first = window.location.pathname.split('/')[1];
  return hasLocale(LOCALES, first) ? first : DEFAULT_LOCALE;
}

const subscribe = () => () => {};
const readIsBot = () => isBot(navigator.userAgent);
const serverIsBot = () => false;

/**
 * Last resort when the root layout itself fails: the same error screen, without the site chrome.
 * Crawlers get a bare status from the middleware (lib/app/bot-gate.ts); one that runs scripts gets no screen here either.
 */
export default function GlobalError() {
  const locale = localeFromPath();
  const texts = FATAL_ERROR_TEXTS[locale];
  const home = locale === DEFAULT_LOCALE ? '/' : `/${locale}`;
  const bot = useSyncExternalStore(subscribe, readIsBot, serverIsBot);
  if (bot) {
    return (
      <html lang={LANGUAGE_TAGS[locale]}>
        <body>
          <meta name="robots" content="noindex, nofollow" />
        </body>
      </html>
    );
  }
  return (
    <html lang={LANGUAGE_TAGS[locale]}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem', color: '#1b2a33' }}>
        <title>{`${texts.title} | ${SITE.brand}`}</title>
        <meta name="robots" content="noindex, nofollow" />
        <h1 style={{ color: '#0072a3' }}>{texts.heading}</h1>
        <p>{texts.text}</p>
        <a href={home} style={{ display: 'inline-block', padding: '0.75rem 1.5rem', background: '#0072a3', color: '#fff', borderRadius: 6 }}>
          {texts.home}
        </a>
      </body>
    </html>
  );
}
