'use client';

import { useLocale, useTranslations } from 'next-intl';

import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/locales';

import styles from './booking.module.css';
import SlotTime from './slot-time';

interface AppointmentSummaryProps {
  /** Shown once the appointment exists; a held time has none yet. */
  reference?: string;
  serviceTitle: string;
  doctor: { name: string; specialty?: string };
  startsAt: string;
  address: string;
  timeZone: string;
  visitorTimeZone: string | null;
}

/** What, with whom, when and where: the same list while confirming and on the confirmation. */
export default function AppointmentSummary({
  reference,
  serviceTitle,
  doctor,
  startsAt,
  address,
  timeZone,
  visitorTimeZone,
}: AppointmentSummaryProps) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;

  return (
    <dl className={styles.summary}>
      {reference ? (
        <div>
          <dt>{t('summary.reference')}</dt>
          <dd className={styles.reference}>{reference}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('summary.service')}</dt>
        <dd>{serviceTitle}</dd>
      </div>
      <div>
        <dt>{t('summary.doctor')}</dt>
        <dd>
          {doctor.name}
          {doctor.specialty ? <span className={styles.muted}> · {doctor.specialty}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t('summary.date')}</dt>
        <dd>{formatDate(startsAt, locale, 'visitDate', { timeZone })}</dd>
      </div>
      <div>
        <dt>{t('summary.time')}</dt>
        <dd>
          <SlotTime startsAt={startsAt} timeZone={timeZone} visitorTimeZone={visitorTimeZone} />
        </dd>
      </div>
      <div>
        <dt>{t('summary.address')}</dt>
        <dd>{address}</dd>
      </div>
    </dl>
  );
}
