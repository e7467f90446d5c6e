import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from 'next-intl';
import { LANGUAGE_TAGS } from '@/lib/config';
import { CLIENT_FORMATS, pickMessages } from '@/lib/i18n/messages';
import { fontVariables } from '@/app/fonts';
import { LAYOUT_NAMESPACES } from './namespaces';

/**
 * The document around every page, the site's pages and the global 404 alike: language, fonts, the skip
 * link and the messages the header and footer need in the browser.
 */
export default async function HtmlDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages();
  const t = await getTranslations('Meta');
  return (
    <html lang={LANGUAGE_TAGS[locale]} className={fontVariables}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickMessages(messages, LAYOUT_NAMESPACES)} formats={CLIENT_FORMATS}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
