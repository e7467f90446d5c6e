'use client';

import { useLocale, useTranslations } from 'next-intl';

import { formatDate, formatTime } from '@/lib/i18n/format';
import type { Locale } from '@/lib/locales';

import { differsFromClinic, visitorDayShift } from '../model/visitor-time';
import styles from './booking.module.css';

/** A clinic time, and the visitor's own time beside it when their zone's clock differs at that moment. */
export default function SlotTime({
  startsAt,
  timeZone,
  visitorTimeZone,
}: {
  startsAt: string;
  timeZone: string;
  visitorTimeZone: string | null;
}) {
  const t = useTranslations('Booking');
  const locale = useLocale() as Locale;
  const instant = Date.parse(startsAt);
  const own = visitorTimeZone && differsFromClinic(instant, timeZone, visitorTimeZone) ? visitorTimeZone : null;
  return (
    <>
      <span className={styles.clinicTime}>{formatTime(startsAt, locale, { timeZone })}</span>
      {own ? (
        <span className={styles.ownTime}>
          {visitorDayShift(instant, timeZone, own) === 0
            ? t('yourTime', { time: formatTime(startsAt, locale, { timeZone: own }) })
            : t('yourTimeOtherDay', {
                time: formatTime(startsAt, locale, { timeZone: own }),
                date: formatDate(startsAt, locale, 'visitDate', { timeZone: own }),
              })}
        </span>
      ) : null}
    </>
  );
}
