'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import Button from '@/components/ui/button';
import type { Appointment } from '@/features/profile/api/calls';
import { saveFile } from '@/features/profile/client/save-file';
import { CLINIC_CONTACTS, CLINIC_TIME_ZONE } from '@/lib/clinic';
import { SITE } from '@/lib/site';

import styles from './add-to-calendar.module.css';

interface AddToCalendarProps {
  visits: readonly Appointment[];
  /** The clinic's address in the page's language (the events' LOCATION). */
  location: string;
  /** The button's visible text. */
  label: string;
  /** Words only a screen reader needs to tell the buttons apart (the visit's date and doctor). */
  context?: string;
}

/**
 * Saves the given visits as an .ics file. The file is written here, in the browser, from the
 * appointments the profile has already loaded: nothing more is asked of the API and no token leaves
 * memory. The writer (ical-generator) loads on the first click, so the profile's first load stays as it was.
 */
export default function AddToCalendar({ visits, location, label, context }: AddToCalendarProps) {
  const t = useTranslations('Profile');
  const timeZone = useTimeZone() ?? CLINIC_TIME_ZONE;
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const save = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { CALENDAR_MIME_TYPE, calendarFileName, visitsCalendar } = await import('@/features/profile/model/calendar');
      const events = visits.map((visit) => ({
        id: visit.id,
        startsAt: visit.startsAt,
        durationMinutes: visit.durationMinutes,
        title: t('calendar.eventTitle', { service: visit.serviceTitle, doctor: visit.doctor.name }),
        description: [
          t('calendar.eventDescription', { brand: SITE.brand, specialty: visit.doctor.specialty, phone: CLINIC_CONTACTS.phone.display }),
          visit.room ? t('calendar.room', { room: visit.room }) : null,
        ]
          .filter(Boolean)
          .join('\n'),
      }));
      const text = visitsCalendar(events, { location });
      saveFile(new Blob([text], { type: CALENDAR_MIME_TYPE }), calendarFileName(events, timeZone));
    } catch (error) {
      console.error('[calendar] the file could not be made', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.action}>
      <Button variant="secondary" size="sm" loading={busy} aria-describedby={failed ? messageId : undefined} onClick={save}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className={styles.icon}>
          <path
            d="M7 2v3M17 2v3M3.5 9h17M5 4.5h14a1.5 1.5 0 0 1 1.5 1.5v13a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19V6A1.5 1.5 0 0 1 5 4.5ZM12 12v5M9.5 14.5h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        {label}
        {context ? <span className="visually-hidden">: {context}</span> : null}
      </Button>
      {failed ? (
        <p id={messageId} className={styles.error} role="alert">
          {t('calendar.error')}
        </p>
      ) : null}
    </div>
  );
}
