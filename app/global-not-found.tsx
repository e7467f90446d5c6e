import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { LANGUAGE_TAGS } from '@/lib/config';
import { pickMessages } from '@/lib/i18n/messages';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { fontVariables } from '@/app/fonts';
import NotFoundPage from '@/components/layout/not-found-page';
import '@/app/globals.css';

export const metadata: Metadata = { robots: { index: false, follow: true } };

/**
 * A path that no route matches, in any language (HTTP 404). It renders its own document: the locale
 * comes from the middleware, which has already resolved it for this request.
 */
export default async function GlobalNotFound() {
  const locale = await getLocale();
  const messages = await getMessages();
  const t = await getTranslations('Meta');
  return (
    <html lang={LANGUAGE_TAGS[locale]} className={fontVariables}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickMessages(messages, LAYOUT_NAMESPACES)}>
          <NotFoundPage />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
