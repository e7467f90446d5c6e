'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { createElement, Suspense, useRef } from 'react';

import LoadFailedAlert from '@/components/ui/load-failed-alert';
import LoadFailure, { retryableLazy, useRetryablePart } from '@/components/ui/load-failure';
import type { Appointment } from '@/features/profile/api/calls';
import { CLINIC_TIME_ZONE } from '@/lib/clinic';
import { formatDate, formatTime } from '@/lib/i18n/format';

import AddToCalendar from './add-to-calendar';
import styles from './appointment-list.module.css';
import profile from './profile.module.css';

// Cancel and Reschedule load after the list shows: the profile's first load stays as it was.
const appointmentActions = retryableLazy(() => import('./appointment-actions'));

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
  const tCommon = useTranslations('Common');
  // The actions' code did not arrive (the connection dropped): the cards stay, one alert offers to load it again.
  const actions = useRetryablePart(appointmentActions);
  const heading = useRef<HTMLHeadingElement>(null);
  const loadActionsAgain = () => {
    actions.retry();
    // The alert and its button leave: the focus stays in the list, on its heading.
    heading.current?.focus();
  };
  return (
    <div className={profile.group}>
      <h3 ref={heading} tabIndex={-1} className={profile.groupTitle}>
        {title}
      </h3>
      {actions.failed ? (
        <LoadFailedAlert message={t('appointments.actionsFailed')} retryLabel={tCommon('retry')} onRetry={loadActionsAgain} />
      ) : null}
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
                  {changes && !actions.failed ? (
                    <LoadFailure key={actions.attempt} onFailed={actions.onFailed}>
                      <Suspense fallback={null}>
                        {createElement(appointmentActions.current(), {
                          appointment: item,
                          timeZone,
                          now: changes.now,
                          onCancelled: changes.onCancelled,
                        })}
                      </Suspense>
                    </LoadFailure>
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
