import type { ServiceSlug } from '@/lib/routes';

export interface OfferedDoctor {
  slug: string;
  name: string;
  specialty: string;
}

export interface OfferedService {
  service: ServiceSlug;
  slotMinutes: number;
  doctors: OfferedDoctor[];
}

/** What the booking page offers: the services booked online with their doctors, in the clinic's time zone. */
export interface BookingOffer {
  timeZone: string;
  services: OfferedService[];
}
