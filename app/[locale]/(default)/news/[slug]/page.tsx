import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { serverApi } from '@/lib/api/server';
import { getNewsItem } from '@/lib/api/endpoints';
import { orNotFound } from '@/lib/api/not-found';
import { SLUG_PATTERN, newsRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { sanitizeApiHtml } from '@/lib/sanitize';
import type { Locale } from '@/lib/config';
import PageHeader from '@/components/layout/page-header';

type Params = LocaleParams<{ slug: string }>;

export const revalidate = 3600;

async function loadNews(locale: Locale, slug: string) {
  if (!SLUG_PATTERN.test(slug)) notFound();
  return orNotFound(getNewsItem(serverApi(locale), slug));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const item = await loadNews(locale, slug);
  return pageMetadata({ locale, path: newsRoute(slug), title: item.title, description: item.excerpt, type: 'article' });
}

export default async function NewsItemPage({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const item = await loadNews(locale, slug);
  const t = await getTranslations('Nav');
  return (
    <>
      <PageHeader title={item.title} breadcrumbs={[{ label: t('news'), href: '/news' }, { label: item.title }]} />
      <article className="container prose" dangerouslySetInnerHTML={{ __html: sanitizeApiHtml(item.body) }} />
    </>
  );
}
