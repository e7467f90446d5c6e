import { getTranslations } from 'next-intl/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { serverApi } from '@/lib/api/server';
import { getDoctors } from '@/lib/api/endpoints';
import { loadSection } from '@/lib/content/load';
import ApiUnavailable from '@/components/content/api-unavailable';
import CardGrid from '@/components/content/card-grid';
import DoctorCard from '@/components/content/doctor-card';
import PageHeader from '@/components/layout/page-header';
import styles from './doctors.module.css';

/** Regenerated at most once an hour (= PAGE_REVALIDATE_SECONDS in lib/config.ts; segment config must be a literal). */
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  return staticPageMetadata(locale, 'doctors', '/doctors');
}

export default async function DoctorsPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const t = await getTranslations('Pages');
  const doctors = await loadSection('doctors', getDoctors(serverApi(locale)));
  return (
    <>
      <PageHeader title={t('doctors.title')} lead={t('doctors.description')} breadcrumbs={[{ label: t('doctors.title') }]} />
      <div className={`container ${styles.list}`}>
        {doctors.ok ? (
          <CardGrid label={t('doctors.title')}>
            {doctors.data.map((doctor, index) => (
              <li key={doctor.id}>
                <DoctorCard doctor={doctor} headingLevel="h2" priority={index === 0} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <ApiUnavailable />
        )}
      </div>
    </>
  );
}
