import 'server-only';

import { cache } from 'react';

import { getDoctors } from '@/features/doctors/api/calls';
import { isApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/locales';
import type { ServiceSlug } from '@/lib/routes';

import { getBookableServices } from '../api/calls';
import { bookingPath } from '../model/booking-url';
import type { BookingOffer } from '../model/offer';

/**
 * The clinic's online booking, or null when its backend does not offer it (404 on the services call): the site then
 * keeps the request form on every page. Any other failure is the render's failure, so the last good page stays.
 */
export const getBookingOffer = cache(async (locale: Locale): Promise<BookingOffer | null> => {
  const api = serverApi(locale);
  let bookable;
  try {
    bookable = await getBookableServices(api);
  } catch (error) {
    if (isApiError(error) && error.kind === 'not_found') return null;
    throw error;
  }
  const doctors = await getDoctors(api);
  return {
    timeZone: bookable.timeZone,
    services: bookable.items.map((item) => ({
      service: item.service,
      slotMinutes: item.slotMinutes,
      doctors: doctors
        .filter((doctor) => item.doctors.includes(doctor.slug))
        .map(({ slug, name, specialty }) => ({ slug, name, specialty })),
    })),
  };
});

/**
 * Where a "Book" link goes: the booking page with the service (and doctor) chosen when the clinic books it online,
 * else null (the page's request form, `#application`).
 */
export async function bookingLink(
  locale: Locale,
  choice: { service?: ServiceSlug; doctor?: string; services?: readonly ServiceSlug[] } = {},
): Promise<string | null> {
  const offer = await getBookingOffer(locale);
  if (!offer) return null;
  const candidates = choice.service ? [choice.service] : (choice.services ?? null);
  if (!candidates) return bookingPath({});
  const offered = offer.services.find(
    (entry) => candidates.includes(entry.service) && (!choice.doctor || entry.doctors.some((d) => d.slug === choice.doctor)),
  );
  return offered ? bookingPath({ service: offered.service, doctor: choice.doctor }) : null;
}
