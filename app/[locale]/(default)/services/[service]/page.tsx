import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { LOCALES } from '@/lib/config';
import { SERVICE_SLUGS, isServiceSlug, serviceRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import PageHeader from '@/components/layout/page-header';

type Params = LocaleParams<{ service: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => SERVICE_SLUGS.map((service) => ({ locale, service })));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, service } = await params;
  const locale = enableLocale(raw);
  if (!isServiceSlug(service)) notFound();
  const t = await getTranslations({ locale, namespace: 'Services' });
  const tPages = await getTranslations({ locale, namespace: 'Pages' });
  return pageMetadata({ locale, path: serviceRoute(service), title: t(service), description: tPages('services.description') });
}

export default async function ServicePage({ params }: { params: Params }) {
  const { locale, service } = await params;
  enableLocale(locale);
  if (!isServiceSlug(service)) notFound();
  const t = await getTranslations('Services');
  const tNav = await getTranslations('Nav');
  return (
    <PageHeader title={t(service)} breadcrumbs={[{ label: tNav('services'), href: '/services' }, { label: t(service) }]} />
  );
}
