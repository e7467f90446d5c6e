import { getTranslations } from 'next-intl/server';
import { enableLocale, type LocaleParams } from '@/lib/i18n/page';
import { staticPageMetadata } from '@/lib/i18n/static-page';
import { serverApi } from '@/lib/api/server';
import { getDoctors } from '@/lib/api/endpoints';
import CardGrid from '@/components/content/card-grid';
import DoctorCard from '@/components/content/doctor-card';
import EmptyState from '@/components/content/empty-state';
import PageHeader from '@/components/layout/page-header';
import styles from './doctors.module.css';

export const generateMetadata = staticPageMetadata('doctors');

export default async function DoctorsPage({ params }: { params: LocaleParams }) {
  const locale = enableLocale((await params).locale);
  const t = await getTranslations('Pages');
  const doctors = await getDoctors(serverApi(locale));
  return (
    <>
      <PageHeader title={t('doctors.title')} lead={t('doctors.description')} breadcrumbs={[{ label: t('doctors.title') }]} />
      <div className={`container ${styles.list}`}>
        {doctors.length > 0 ? (
          <CardGrid label={t('doctors.title')}>
            {doctors.map((doctor, index) => (
              <li key={doctor.id}>
                <DoctorCard doctor={doctor} headingLevel="h2" priority={index === 0} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <EmptyState list="doctors" />
        )}
      </div>
    </>
  );
}
