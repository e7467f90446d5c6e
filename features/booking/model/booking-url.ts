/** The booking page's URL holds the choices, so a link can be shared and Back walks the steps. */
import type { ServiceSlug } from '@/lib/routes';

import type { CalendarDay } from './clinic-time';

export const BOOKING_PATH = '/book';
/** `doctor=any`: every doctor of the service. */
export const ANY_DOCTOR = 'any';

export interface BookingChoice {
  service?: ServiceSlug;
  doctor?: string;
  day?: CalendarDay;
  /** The appointment being moved (from the profile's Reschedule). */
  reschedule?: number;
}

export function bookingQuery(choice: BookingChoice): Record<string, string> {
  const query: Record<string, string> = {};
  if (choice.reschedule) query.reschedule = String(choice.reschedule);
  if (choice.service) query.service = choice.service;
  if (choice.service && choice.doctor) query.doctor = choice.doctor;
  if (choice.service && choice.doctor && choice.day) query.day = choice.day;
  return query;
}

export function bookingPath(choice: BookingChoice): string {
  const query = new URLSearchParams(bookingQuery(choice)).toString();
  return query ? `${BOOKING_PATH}?${query}` : BOOKING_PATH;
}

/** The choices of a URL, each kept only when it is one the page can offer. */
export function parseBookingChoice(
  params: URLSearchParams,
  services: readonly { service: string; doctors: readonly { slug: string }[] }[],
): BookingChoice {
  const choice: BookingChoice = {};
  const reschedule = Number(params.get('reschedule'));
  if (Number.isInteger(reschedule) && reschedule > 0) choice.reschedule = reschedule;
  const offered = services.find((entry) => entry.service === params.get('service'));
  if (!offered) return choice;
  choice.service = offered.service as ServiceSlug;
  const doctor = params.get('doctor');
  if (doctor === ANY_DOCTOR || offered.doctors.some((d) => d.slug === doctor)) choice.doctor = doctor!;
  else return choice;
  const day = params.get('day');
  // A real calendar day only: 2026-02-30 is not one.
  const midnight = Date.parse(`${day}T00:00:00Z`);
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(day))
    choice.day = day;
  return choice;
}
