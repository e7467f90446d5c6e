import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';

import { NewsListing } from '@/features/news';
import { getNewsPage } from '@/features/news/server';
import { PageHeader } from '@/features/shell';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { redirect } from '@/lib/i18n/redirect';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locales';
import { newsPageRoute, parseNewsPage } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Params = LocaleParams<{ page: string }>;

export const dynamicParams = true;

export async function generateStaticParams() {
  const first = await getNewsPage(DEFAULT_LOCALE, 1);
  // Page 1 is prerendered too: it is a redirect to /news, answered from the cache with one Location header.
  const pages = Array.from({ length: Math.max(1, first.totalPages) }, (_, i) => String(i + 1));
  return LOCALES.flatMap((locale) => pages.map((page) => ({ locale, page })));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, page: segment } = await params;
  const locale = enableLocale(raw);
  const page = parseNewsPage(segment);
  if (!page) notFound();
  const [t, tNews] = await Promise.all([getTranslations({ locale, namespace: 'Pages' }), getTranslations({ locale, namespace: 'News' })]);
  return pageMetadata({ locale, path: newsPageRoute(page), title: tNews('pageTitle', { page }), description: t('news.description') });
}

export default async function NewsListPage({ params }: { params: Params }) {
  const { locale: raw, page: segment } = await params;
  const locale = enableLocale(raw);
  const page = parseNewsPage(segment);
  if (!page) notFound();
  if (page === 1) redirect({ href: '/news', locale });
  const [t, tNews] = await Promise.all([getTranslations('Pages'), getTranslations('News')]);
  const title = tNews('pageTitle', { page });
  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: t('news.title'), href: '/news' }, { label: title }]} />
      <NewsListing locale={locale} page={page} label={title} />
    </>
  );
}
