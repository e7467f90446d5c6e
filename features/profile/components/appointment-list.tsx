'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';

import type { Appointment } from '@/features/profile/api/calls';
import { CLINIC_TIME_ZONE } from '@/lib/clinic';
import { formatDate, formatTime } from '@/lib/i18n/format';

import AddToCalendar from './add-to-calendar';
import styles from './appointment-list.module.css';
import profile from './profile.module.css';

// Cancel and Reschedule load after the list shows: the profile's first load stays as it was.
const AppointmentActions = lazy(() => import('./appointment-actions'));

interface AppointmentListProps {
  title: string;
  empty: string;
  items: Appointment[];
  /** Upcoming visits: each card offers its .ics file, with the clinic's address as the place. */
  calendarLocation?: string;
  /** Upcoming visits: Cancel and Reschedule on each card (past ones are read-only). */
  changes?: { now: number; onCancelled: (message: string) => void };
}

/** One group of appointments (upcoming or past) as cards, or its empty state. */
export default function AppointmentList({ title, empty, items, calendarLocation, changes }: AppointmentListProps) {
  const t = useTranslations('Profile');
  const locale = useLocale();
  const timeZone = useTimeZone() ?? CLINIC_TIME_ZONE;
  return (
    <div className={profile.group}>
      <h3 className={profile.groupTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className={profile.empty}>{empty}</p>
      ) : (
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={item.id} className={styles.card} data-status={item.status}>
              <div className={styles.when}>
                <time dateTime={item.startsAt} className={styles.date}>
                  {formatDate(item.startsAt, locale, 'visitDate', { timeZone })}
                </time>
                <span className={styles.time}>{formatTime(item.startsAt, locale, { timeZone })}</span>
              </div>
              <dl className={styles.facts}>
                {item.reference ? (
                  <div>
                    <dt>{t('appointments.reference')}</dt>
                    <dd>{item.reference}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('appointments.doctor')}</dt>
                  <dd>
                    {item.doctor.name}
                    <span className={styles.muted}> · {item.doctor.specialty}</span>
                  </dd>
                </div>
                <div>
                  <dt>{t('appointments.service')}</dt>
                  <dd>{item.serviceTitle}</dd>
                </div>
                {item.room ? (
                  <div>
                    <dt>{t('appointments.room')}</dt>
                    <dd>{item.room}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('appointments.status')}</dt>
                  <dd>
                    <span className={styles.status} data-status={item.status}>
                      {t(`appointments.statuses.${item.status}`)}
                    </span>
                  </dd>
                </div>
              </dl>
              {calendarLocation || changes ? (
                <div className={styles.cardActions}>
                  {changes ? (
                    <Suspense fallback={null}>
                      <AppointmentActions appointment={item} timeZone={timeZone} now={changes.now} onCancelled={changes.onCancelled} />
                    </Suspense>
                  ) : null}
                  {calendarLocation ? (
                    <AddToCalendar
                      visits={[item]}
                      location={calendarLocation}
                      label={t('calendar.add')}
                      context={`${formatDate(item.startsAt, locale, 'visitDate', { timeZone })}, ${item.doctor.name}`}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {calendarLocation && items.length > 1 ? (
        <AddToCalendar visits={items} location={calendarLocation} label={t('calendar.addAll')} />
      ) : null}
    </div>
  );
}
