/**
 * The client's upcoming visits as an iCalendar file (RFC 5545), written by ical-generator in the
 * browser from the appointments the profile has already loaded: no new request, no token in a URL.
 * Times are in UTC (`DTSTART:20261201T073000Z`), which every calendar shows in its own time zone
 * without a VTIMEZONE; the location is the clinic's address, the title names the service and the doctor.
 * This module is imported only when the visitor asks for a file, so the profile's first load does not carry it.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

import { SITE } from '@/lib/site';

export interface CalendarVisit {
  /** The appointment's id: the event's UID, so importing the file again updates the event instead of adding it twice. */
  id: number;
  startsAt: string;
  durationMinutes: number;
  title: string;
  description: string;
}

export interface CalendarOptions {
  /** The clinic's address in the visitor's language. */
  location: string;
  /** Host part of the UIDs, e.g. the site's host name. */
  uidDomain?: string;
  /** DTSTAMP (tests). */
  now?: Date;
}

export const CALENDAR_MIME_TYPE = 'text/calendar;charset=utf-8';

export function visitsCalendar(
  visits: readonly CalendarVisit[],
  { location, uidDomain = 'arevik-clinic.am', now = new Date() }: CalendarOptions,
): string {
  const calendar = ical({
    prodId: { company: SITE.brand, product: 'Appointments', language: 'EN' },
    name: SITE.brand,
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const visit of visits) {
    const start = new Date(visit.startsAt);
    calendar.createEvent({
      id: `appointment-${visit.id}@${uidDomain}`,
      stamp: now,
      start,
      end: new Date(start.getTime() + visit.durationMinutes * 60_000),
      summary: visit.title,
      description: visit.description,
      location,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** "arevik-clinic-2026-12-01.ics" for one visit (its date in the clinic's time zone), "arevik-clinic-visits.ics" for several. */
export function calendarFileName(visits: readonly Pick<CalendarVisit, 'startsAt'>[], timeZone: string): string {
  if (visits.length !== 1) return 'arevik-clinic-visits.ics';
  const date = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(visits[0].startsAt),
  );
  return `arevik-clinic-${date}.ics`;
}
