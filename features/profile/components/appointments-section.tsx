'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { appointmentsQuery } from '@/lib/api/queries';
import { splitAppointments } from '@/features/profile/model/appointments';
import AppointmentList from './appointment-list';
import QuerySection from './query-section';

/** Upcoming and past appointments: date, time, doctor, service, status. */
export default function AppointmentsSection({ enabled, clinicAddress }: { enabled: boolean; clinicAddress: string }) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  // The moment that separates upcoming from past: fixed when the page opened.
  const [now] = useState(() => Date.now());

  return (
    <QuerySection list="appointments" query={appointmentsQuery(locale)} enabled={enabled} emptyHref="/#application">
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
