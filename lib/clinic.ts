import type { Locale } from '@/lib/locales';
import type { ServiceSlug } from '@/lib/routes';

/**
 * The clinic's facts that do not depend on the language, once: contacts, coordinates, opening hours,
 * time zone. Texts about them (the address, directions) live per language in lib/site-texts.
 */

/**
 * Phone, e-mail and messengers: the header, footer, contacts page, forms and JSON-LD read them here. The
 * phone's groups are joined by non-breaking spaces: the number never breaks across lines.
 */
export const CLINIC_CONTACTS = {
  phone: { display: '+374\u00A010\u00A055\u00A012\u00A034', href: 'tel:+37410551234', e164: '+37410551234' },
  email: { display: 'info@arevik-clinic.am', href: 'mailto:info@arevik-clinic.am' },
  instagram: { display: '@arevik.clinic', href: 'https://www.instagram.com/arevik.clinic' },
  telegram: { display: '@arevik_clinic', href: 'https://t.me/arevik_clinic' },
} as const;

/** Shown on the client's profile, which is no channel for urgent help: ambulance (103) and the general emergency line (112) in Armenia. */
export const EMERGENCY_PHONE_NUMBERS = { ambulance: '103', general: '112' } as const;

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

export interface Hours {
  opens: string;
  closes: string;
}

/**
 * "8:30 AM": a time of this module ("08:30") on the US 12-hour clock, kept on one line. Written out rather than
 * through `Intl.DateTimeFormat`, whose first construction costs a phone tens of milliseconds while the form hydrates.
 */
export function twelveHourTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}\u00A0${hours < 12 ? 'AM' : 'PM'}`;
}

/** A line may break after an en dash; a word joiner after it keeps a span of hours on one line. */
const DASH_KEPT = '–\u2060';

/**
 * A span of hours as the texts write it, with an en dash and no spaces, never broken across lines: Armenian and
 * Russian on the 24-hour clock ("08:30–12:00"), US English on the 12-hour one ("8:30 AM–12:00 PM"), as its
 * appointment times are.
 */
export const hoursRange = ({ opens, closes }: Hours, locale?: Locale) =>
  locale === 'en' ? `${twelveHourTime(opens)}${DASH_KEPT}${twelveHourTime(closes)}` : `${opens}${DASH_KEPT}${closes}`;

/** Walk-in laboratory sampling (blood and other samples), inside the clinic's hours. */
export const LAB_SAMPLING = {
  weekdays: { opens: '08:30', closes: '12:00' },
  saturday: { opens: '10:00', closes: '12:00' },
} as const satisfies Record<string, Hours>;

/** July and August: the clinic opens earlier, before the heat (the summer news item is written from this). */
export const SUMMER_SCHEDULE = {
  from: { day: 1, month: 7 },
  to: { day: 31, month: 8 },
  weekdays: { opens: '08:00', closes: '19:00' },
  saturday: { opens: '09:00', closes: '15:00' },
  labSampling: { opens: '08:00', closes: '12:00' },
} as const;

/** The parts of the day a visitor may prefer for a visit (the application form), inside the clinic's hours. */
export const VISIT_TIMES_OF_DAY = {
  morning: { opens: '09:00', closes: '12:00' },
  afternoon: { opens: '12:00', closes: '16:00' },
  evening: { opens: '16:00', closes: '20:00' },
} as const satisfies Record<string, Hours>;

/** Ages the clinic states, the same on every page: who is seen from what age. */
export const PATIENT_AGES = {
  /** ENT and hearing checks: children from 6 months. */
  entChildrenFromMonths: 6,
  /** The children's dental room and the dentists: children from 3 years. */
  dentistryChildrenFromYears: 3,
  rhinoplastyFromYears: 18,
  /** Functional rhinoplasty with the parents' consent. */
  rhinoplastyFunctionalFromYears: 16,
  /** The hearing check week was for people over 50. */
  hearingCheckOverYears: 50,
} as const;

/**
 * The clinic occupies two floors of its building. A room's number starts with its floor (105 is on the first
 * floor, 204 on the second): the doctors' rooms, the appointments and the gallery's captions agree with this.
 */
export const CLINIC_FLOORS = [1, 2] as const;
export type Floor = (typeof CLINIC_FLOORS)[number];
export const roomFloor = (room: string): number => Number(room.charAt(0));

/** Where each department receives: diagnostics that follow one another (ENT and ultrasound) share a floor, the operating unit is upstairs. */
export const DEPARTMENT_FLOORS: Record<ServiceSlug, Floor> = {
  lab: 1,
  dentistry: 1,
  'maxillofacial-surgery': 1,
  ent: 2,
  sonography: 2,
  rhinoplasty: 2,
  'plastic-surgery': 2,
};

/**
 * Nights in the clinic's ward after an operation, by its anesthesia (each surgical procedure names its own in
 * lib/site-texts/procedures.ts): one night after general anesthesia, home the same day after local anesthesia.
 */
export const NIGHTS_IN_WARD = { general: 1, local: 0 } as const;
export type Anesthesia = keyof typeof NIGHTS_IN_WARD;

export const CLINIC_FOUNDED_YEAR = 2009;
export const CLINIC_COUNTRY = 'AM';
export const CLINIC_PRICE_CURRENCY = 'AMD';
