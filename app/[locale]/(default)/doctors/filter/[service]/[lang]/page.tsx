import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';

import { DoctorDirectory } from '@/features/doctors';
import { allVariants, doctorFilterPath, filterOfSegments, type FilterSegments } from '@/features/doctors/model';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { LOCALES } from '@/lib/locales';
import { pageMetadata } from '@/lib/seo';

type Params = LocaleParams<FilterSegments>;

/**
 * One prerendered variant of the doctors list per filter: the middleware serves `/doctors?service=…&lang=…`
 * from here (features/doctors/server/filter-rewrite.ts). Every variant is built; any other segment is a 404 that
 * renders and caches nothing.
 */
export const dynamicParams = false;
export function generateStaticParams() {
  return LOCALES.flatMap((locale) => allVariants().map((variant) => ({ locale, ...variant })));
}

async function loadFilter(params: Params) {
  const { locale: raw, ...segments } = await params;
  const locale = enableLocale(raw);
  const filter = filterOfSegments(segments);
  if (!filter) notFound();
  return { locale, filter };
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, filter } = await loadFilter(params);
  const [t, tFilter, tServices] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'DoctorFilter' }),
    getTranslations({ locale, namespace: 'Services' }),
  ]);
  const chosen = [filter.service && tServices(filter.service), filter.lang && tFilter(`languages.${filter.lang}`)]
    .filter(Boolean)
    .join(', ');
  return pageMetadata({
    locale,
    path: doctorFilterPath(filter),
    title: tFilter('title', { filters: chosen }),
    description: t('doctors.description'),
  });
}

export default async function FilteredDoctorsPage({ params }: { params: Params }) {
  const { locale, filter } = await loadFilter(params);
  return <DoctorDirectory locale={locale} filter={filter} />;
}
