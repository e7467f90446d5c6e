'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import Button from '@/components/ui/button';
import { bookingPath, cancelAppointment, canChangeOnline } from '@/features/booking/client';
import type { Appointment } from '@/features/profile/api/calls';
import { appointmentsQuery } from '@/features/profile/api/queries';
import { getBrowserApi } from '@/lib/api/client';
import { apiErrorMessage } from '@/lib/api/errors';
import { formatDate, formatTime } from '@/lib/i18n/format';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/locales';

import styles from './appointment-list.module.css';

interface AppointmentActionsProps {
  appointment: Appointment;
  timeZone: string;
  /** The moment the page opened: what is "too late" is decided against it and again by the API. */
  now: number;
  /** Where the focus goes after a cancellation (the list's heading): the card itself leaves the list. */
  onCancelled: (message: string) => void;
}

/**
 * Cancel (asked once more, then sent) and Reschedule (the booking page's picker; this appointment stays until the
 * new time is booked) for an upcoming appointment; closer than two hours to its start, a word about the front desk.
 */
export default function AppointmentActions({ appointment, timeZone, now, onCancelled }: AppointmentActionsProps) {
  const t = useTranslations('Profile');
  const tErrors = useTranslations('ApiErrors');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const questionId = useId();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const date = formatDate(appointment.startsAt, locale, 'visitDate', { timeZone });
  const time = formatTime(appointment.startsAt, locale, { timeZone });

  if (!canChangeOnline(appointment.startsAt, now)) return <p className={styles.muted}>{t('appointments.changeClosed')}</p>;

  const cancel = async () => {
    setSending(true);
    setError(null);
    try {
      const cancelled = await cancelAppointment(getBrowserApi(locale), appointment.id);
      queryClient.setQueryData(appointmentsQuery(locale).queryKey, (items) =>
        items?.map((item) => (item.id === cancelled.id ? cancelled : item)),
      );
      onCancelled(t('appointments.cancelled', { date, time }));
    } catch (failure) {
      setError(failure);
      setSending(false);
    }
  };

  const failure = error
    ? apiErrorMessage(error, (apiError) => (apiError.code === 'too_late' ? 'appointments.changeClosed' : undefined))
    : null;

  return (
    <div className={styles.changeActions}>
      {asking ? (
        <div role="group" aria-labelledby={questionId} className={styles.question}>
          <p id={questionId}>{t('appointments.cancelQuestion', { date, time })}</p>
          <Button variant="secondary" size="sm" loading={sending} onClick={() => void cancel()}>
            {t('appointments.cancelYes')}
          </Button>
          <Button variant="ghost" size="sm" autoFocus onClick={() => setAsking(false)}>
            {t('appointments.cancelNo')}
          </Button>
        </div>
      ) : (
        <>
          <a
            href={localizedPath(
              locale,
              bookingPath({ reschedule: appointment.id, service: appointment.service, doctor: appointment.doctor.slug }),
            )}
            className={styles.changeLink}
          >
            {t('appointments.reschedule')}
            <span className="visually-hidden">
              : {date}, {time}
            </span>
          </a>
          <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
            {t('appointments.cancel')}
            <span className="visually-hidden">
              : {date}, {time}
            </span>
          </Button>
        </>
      )}
      {failure ? (
        <p role="alert" className={styles.changeError}>
          {failure.feature ? t(failure.key) : tErrors(failure.key, failure.values)}
        </p>
      ) : null}
    </div>
  );
}
