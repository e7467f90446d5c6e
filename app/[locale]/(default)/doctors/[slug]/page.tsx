import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { serverApi } from '@/lib/api/server';
import { getDoctor } from '@/lib/api/endpoints';
import { orNotFound } from '@/lib/api/not-found';
import { SLUG_PATTERN, doctorRoute } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import type { Locale } from '@/lib/config';
import PageHeader from '@/components/layout/page-header';

type Params = LocaleParams<{ slug: string }>;

export const revalidate = 3600;

async function loadDoctor(locale: Locale, slug: string) {
  if (!SLUG_PATTERN.test(slug)) notFound();
  return orNotFound(getDoctor(serverApi(locale), slug));
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const doctor = await loadDoctor(locale, slug);
  return pageMetadata({ locale, path: doctorRoute(slug), title: doctor.name, description: doctor.specialty, type: 'profile' });
}

export default async function DoctorPage({ params }: { params: Params }) {
  const { locale: raw, slug } = await params;
  const locale = enableLocale(raw);
  const doctor = await loadDoctor(locale, slug);
  const t = await getTranslations('Nav');
  return (
    <PageHeader
      title={doctor.name}
      lead={doctor.specialty}
      breadcrumbs={[{ label: t('doctors'), href: '/doctors' }, { label: doctor.name }]}
    />
  );
}
