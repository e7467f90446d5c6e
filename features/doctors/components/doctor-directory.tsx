import { getTranslations } from 'next-intl/server';

import CardGrid from '@/components/ui/card-grid';
import CtaLink from '@/components/ui/cta-link';
import EmptyState from '@/components/ui/empty-state';
import DoctorCard from '@/features/doctors/components/doctor-card';
import { isEmptyFilter, matchesFilter, type DoctorFilter } from '@/features/doctors/model/filter';
import { PageHeader } from '@/features/shell';
import type { Locale } from '@/lib/locales';

import { getDoctors } from '../server/loaders';
import styles from './doctor-directory.module.css';
import DoctorFilters from './doctor-filters';

/**
 * The doctors page: the filter and the doctors it lets through, all in the server HTML. One API call
 * per language (the whole list, cached); each filtered variant is that list filtered here.
 */
export default async function DoctorDirectory({ locale, filter }: { locale: Locale; filter: DoctorFilter }) {
  const [t, tFilter] = await Promise.all([getTranslations('Pages'), getTranslations('DoctorFilter')]);
  const all = await getDoctors(locale);
  const doctors = all.filter((doctor) => matchesFilter(doctor, filter));
  return (
    <>
      <PageHeader title={t('doctors.title')} lead={t('doctors.description')} breadcrumbs={[{ label: t('doctors.title') }]} />
      <div className={`container ${styles.list}`}>
        {all.length === 0 ? (
          <EmptyState list="doctors" />
        ) : (
          <>
            <DoctorFilters filter={filter} />
            <p className={styles.count} role="status">
              {tFilter('found', { count: doctors.length })}
            </p>
            {doctors.length > 0 ? (
              <CardGrid label={t('doctors.title')} items={doctors}>
                {(doctor, index) => <DoctorCard doctor={doctor} headingLevel="h2" priority={index === 0 && isEmptyFilter(filter)} />}
              </CardGrid>
            ) : (
              <div className={styles.none}>
                <p>{tFilter('none')}</p>
                <CtaLink href="/doctors" variant="secondary">
                  {tFilter('showAll')}
                </CtaLink>
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
