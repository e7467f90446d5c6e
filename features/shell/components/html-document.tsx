import { NextIntlClientProvider, type Locale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { VitalsReporter } from '@/features/vitals';
import { preloadFont } from '@/lib/fonts';
import { CLIENT_FORMATS } from '@/lib/i18n/messages';
import { LANGUAGE_TAGS } from '@/lib/locales';

import { DOCUMENT_SCRIPT } from '../model';
import CapturedInputReplay from './captured-input-replay';

/**
 * The document around every page, the site's pages and the global 404 alike: language, fonts, the skip link
 * and the browser's i18n provider. It sends no messages: the header's client parts get their labels as props,
 * the error screen's texts are bundled (lib/app/fatal-error-texts.ts), features with texts of their own wrap
 * themselves in <ClientMessages>, and the sign-in dialog fetches its texts when it opens.
 */
export default async function HtmlDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations('Meta');
  preloadFont(locale);
  return (
    // The head's script marks <html> for a signed-in visitor before the first paint (data-session).
    <html lang={LANGUAGE_TAGS[locale]} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's own <head>: next/head is the Pages Router's */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: DOCUMENT_SCRIPT }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={{}} formats={CLIENT_FORMATS}>
          {children}
          <VitalsReporter />
        </NextIntlClientProvider>
        <CapturedInputReplay />
      </body>
    </html>
  );
}
