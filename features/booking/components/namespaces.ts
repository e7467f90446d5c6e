import type { ClientNamespaces } from '@/lib/i18n/messages';

/** The message namespaces the booking page's client components read (Profile: the calendar file's texts). */
export const BOOKING_NAMESPACES = ['Booking', 'Services', 'ApiErrors', 'Profile'] as const satisfies ClientNamespaces;
