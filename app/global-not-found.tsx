import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';

import { HtmlDocument, NotFoundPage } from '@/features/shell';

import '@/app/globals.css';

export const metadata: Metadata = { robots: { index: false, follow: true } };

/**
 * A path that no route matches, in any language (HTTP 404). It renders its own document: the locale
 * comes from the middleware, which has already resolved it for this request.
 */
export default async function GlobalNotFound() {
  const locale = await getLocale();
  return (
    <HtmlDocument locale={locale}>
      <NotFoundPage />
    </HtmlDocument>
  );
}
