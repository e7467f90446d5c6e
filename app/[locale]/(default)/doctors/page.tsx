import { DoctorDirectory } from '@/features/doctors';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';

export const generateMetadata = staticPageMetadata('doctors');

/** The unfiltered list; `?service=…&lang=…` is served by the prerendered variants in filter/ (features/doctors/model/filter.ts). */
export default async function DoctorsPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  return <DoctorDirectory locale={locale} filter={{}} />;
}
