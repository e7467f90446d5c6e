'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { appointmentsQuery } from '@/lib/api/queries';
import { localizedPath } from '@/lib/i18n/paths';
import { splitAppointments } from '@/features/profile/model/appointments';
import AppointmentList from './appointment-list';
import EmptyState from './empty-state';
import QuerySection from './query-section';

/** Upcoming and past appointments: date, time, doctor, service, status. */
export default function AppointmentsSection({ enabled, clinicAddress }: { enabled: boolean; clinicAddress: string }) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  // The moment that separates upcoming from past: fixed when the page opened.
  const [now] = useState(() => Date.now());

  return (
    <QuerySection
      headingId="appointments-title"
      title={t('appointments.title')}
      what={t('appointments.what')}
      loadingLabel={t('appointments.loading')}
      query={appointmentsQuery(locale)}
      enabled={enabled}
      empty={
        <EmptyState
          text={t('appointments.empty')}
          action={{ href: localizedPath(locale, '/#application'), label: t('appointments.emptyAction') }}
        />
      }
    >
      {(appointments) => {
        const { upcoming, past } = splitAppointments(appointments, now);
        return (
          <>
            <AppointmentList
              title={t('appointments.upcoming')}
              empty={t('appointments.noUpcoming')}
              items={upcoming}
              calendarLocation={clinicAddress}
            />
            <AppointmentList title={t('appointments.past')} empty={t('appointments.noPast')} items={past} />
          </>
        );
      }}
    </QuerySection>
  );
}
