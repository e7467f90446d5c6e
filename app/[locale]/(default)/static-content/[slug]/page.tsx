import { notFound } from 'next/navigation';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { serverApi } from '@/lib/api/server';
import { getStaticPage } from '@/lib/api/endpoints';
import { orNotFound } from '@/lib/api/not-found';
import { SLUG_PATTERN, staticContentRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { sanitizeApiHtml } from '@/lib/sanitize';
import type { Locale } from '@/lib/config';
import PageHeader from '@/components/layout/page-header';

type Params = LocaleParams<{ slug: string }>;

export const revalidate = 3600;

async function loadPage(locale: Locale, slug: string) {
  if (!SLUG_PATTERN.test(slug)) notFound();
  return orNotFound(getStaticPage(serverApi(locale), slug));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const page = await loadPage(locale, slug);
  const description = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 160);
  return pageMetadata({ locale, path: staticContentRoute(slug), title: page.title, description });
}

export default async function StaticContentPage({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const page = await loadPage(locale, slug);
  return (
    <>
      <PageHeader title={page.title} breadcrumbs={[{ label: page.title }]} />
      <div className="container prose" dangerouslySetInnerHTML={{ __html: sanitizeApiHtml(page.body) }} />
    </>
  );
}
