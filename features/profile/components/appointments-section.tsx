'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { BOOKING_PATH } from '@/features/booking/client';
import { appointmentsQuery } from '@/features/profile/api/queries';
import { splitAppointments } from '@/features/profile/model/appointments';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/locales';

import AppointmentList from './appointment-list';
import styles from './appointment-list.module.css';
import QuerySection from './query-section';

/** Upcoming and past appointments: date, time, doctor, service, status. */
export default function AppointmentsSection({ enabled, clinicAddress }: { enabled: boolean; clinicAddress: string }) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  // The moment that separates upcoming from past: fixed when the page opened.
  const [now] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');

  return (
    <QuerySection list="appointments" query={appointmentsQuery(locale)} enabled={enabled} emptyHref={BOOKING_PATH}>
      {(appointments) => {
        const { upcoming, past } = splitAppointments(appointments, now);
        return (
          <>
            <p role="status" className={announcement ? styles.announcement : 'visually-hidden'}>
              {announcement}
            </p>
            <AppointmentList
              title={t('appointments.upcoming')}
              empty={t('appointments.noUpcoming')}
              items={upcoming}
              calendarLocation={clinicAddress}
              changes={{ now, onCancelled: setAnnouncement }}
            />
            {upcoming.length === 0 ? (
              <p>
                <a href={localizedPath(locale as Locale, BOOKING_PATH)}>{t('appointments.bookOnline')}</a>
              </p>
            ) : null}
            <AppointmentList title={t('appointments.past')} empty={t('appointments.noPast')} items={past} />
          </>
        );
      }}
    </QuerySection>
  );
}
