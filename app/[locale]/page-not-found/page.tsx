import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { NotFoundPage } from '@/features/shell';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';

/**
 * The localized not-found page as a prerendered route: the middleware rewrites an unknown content URL
 * here with status 404 (lib/not-found/rewrite.ts), so the page is in the server HTML. Never indexed;
 * the middleware answers this path itself with 404 too.
 */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = enableLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function PageNotFound({ params }: { params: LocaleParams }) {
  enableLocale((await params).locale);
  return <NotFoundPage />;
}
