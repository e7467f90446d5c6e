'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { appointmentsQuery } from '@/lib/api/queries';
import { splitAppointments } from '@/lib/profile/appointments';
import AppointmentList from './appointment-list';
import ListSkeleton from './list-skeleton';
import SectionError from './section-error';
import styles from './profile.module.css';

interface AppointmentsSectionProps {
  enabled: boolean;
}

/** Upcoming and past appointments: date, time, doctor, service, status. */
export default function AppointmentsSection({ enabled }: AppointmentsSectionProps) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  const result = useQuery({ ...appointmentsQuery(locale), enabled });
  // Cached data shows only for a live session of this profile.
  const query = enabled ? result : { ...result, data: undefined, isError: false };
  // The moment that separates upcoming from past: fixed when the page opened.
  const [now] = useState(() => Date.now());

  let body;
  if (query.isError) {
    body = (
      <SectionError
        error={query.error}
        what={t('appointments.what')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    body = <ListSkeleton label={t('appointments.loading')} />;
  } else {
    const { upcoming, past } = splitAppointments(query.data, now);
    body = (
      <>
        <AppointmentList title={t('appointments.upcoming')} empty={t('appointments.noUpcoming')} items={upcoming} />
        <AppointmentList title={t('appointments.past')} empty={t('appointments.noPast')} items={past} />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="appointments-title" aria-busy={!query.data && !query.isError}>
      <h2 id="appointments-title" className={styles.sectionTitle}>
        {t('appointments.title')}
      </h2>
      {body}
    </section>
  );
}
