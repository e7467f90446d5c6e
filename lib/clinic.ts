/**
 * The clinic's facts that do not depend on the language, once: contacts, coordinates, opening hours,
 * time zone. Texts about them (the address, directions) live per language in lib/site-texts.
 */

/** Phone, e-mail and messengers: the header, footer, contacts page, forms and JSON-LD read them here. */
export const CLINIC_CONTACTS = {
  phone: { display: '+374 10 55 12 34', href: 'tel:+37410551234', e164: '+37410551234' },
  email: { display: 'info@arevik-clinic.am', href: 'mailto:info@arevik-clinic.am' },
  instagram: { display: '@arevik.clinic', href: 'https://www.instagram.com/arevik.clinic' },
  telegram: { display: '@arevik_clinic', href: 'https://t.me/arevik_clinic' },
} as const;

/** Coordinates of the clinic building (Yerevan, Tumanyan St.). */
export const CLINIC_GEO = { lat: 40.1852, lng: 44.5145 } as const;

/** Opens the clinic's location in Google Maps (the fallback when the map is not loaded). */
export const CLINIC_MAP_LINK = `https://www.google.com/maps/search/?api=1&query=${CLINIC_GEO.lat},${CLINIC_GEO.lng}`;

/** The clinic's time zone: "today" for appointment dates is Yerevan's today. */
export const CLINIC_TIME_ZONE = 'Asia/Yerevan';

export interface OpeningHours {
  /** schema.org day codes */
  days: ('Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su')[];
  opens: string;
  closes: string;
}

/** Mon–Fri 09:00–20:00, Sat 10:00–16:00, Sunday closed: the footer line and the contacts table are made from this. */
export const OPENING_HOURS: OpeningHours[] = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '20:00' },
  { days: ['Sa'], opens: '10:00', closes: '16:00' },
];

export const CLINIC_FOUNDED_YEAR = 2009;
export const CLINIC_COUNTRY = 'AM';
export const CLINIC_PRICE_CURRENCY = 'AMD';
