'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

import Button from '@/components/ui/button';
import { signedInSubject } from '@/features/auth/client';
import { AddToCalendar } from '@/features/profile/client';
import { useBrowserValue } from '@/lib/app/after-hydration';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/locales';
import { profileRoute } from '@/lib/routes';

import type { BookedAppointment } from '../api/schemas';
import AppointmentSummary from './appointment-summary';
import styles from './booking.module.css';

interface BookingDoneProps {
  appointment: BookedAppointment;
  address: string;
  rescheduled: boolean;
  timeZone: string;
  visitorTimeZone: string | null;
  onAnother: () => void;
}

/** The confirmation: the reference, the doctor, when and where, the calendar file and the way to the profile. */
export default function BookingDone({ appointment, address, rescheduled, timeZone, visitorTimeZone, onAnother }: BookingDoneProps) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  const heading = useRef<HTMLHeadingElement>(null);
  const subject = useBrowserValue(signedInSubject);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.done} aria-labelledby="booking-done">
      <h2 id="booking-done" ref={heading} tabIndex={-1} className={styles.doneTitle}>
        {rescheduled ? t('rescheduled') : t('doneTitle')}
      </h2>
      <AppointmentSummary
        reference={appointment.reference}
        serviceTitle={appointment.serviceTitle}
        doctor={appointment.doctor}
        startsAt={appointment.startsAt}
        address={address}
        timeZone={timeZone}
        visitorTimeZone={visitorTimeZone}
      />
      <p>{rescheduled ? t('rescheduledText') : t('doneText')}</p>
      <div className={styles.doneActions}>
        <AddToCalendar visits={[appointment]} location={address} label={t('addToCalendar')} />
        {subject ? (
          <a href={localizedPath(locale, profileRoute(subject))} className={styles.profileLink}>
            {t('profileLink')}
          </a>
        ) : null}
        {rescheduled ? null : (
          <Button variant="ghost" onClick={onAnother}>
            {t('bookAnother')}
          </Button>
        )}
      </div>
    </section>
  );
}
