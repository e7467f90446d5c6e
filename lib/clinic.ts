/** Facts about the clinic that do not depend on the language. */

export interface OpeningHours {
  /** schema.org day codes */
  days: ('Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su')[];
  opens: string;
  closes: string;
}

/** Mon–Fri 09:00–20:00, Sat 10:00–16:00, Sunday closed (the same hours as the footer text). */
export const OPENING_HOURS: OpeningHours[] = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '20:00' },
  { days: ['Sa'], opens: '10:00', closes: '16:00' },
];

export const CLINIC_FOUNDED_YEAR = 2009;
export const CLINIC_COUNTRY = 'AM';
export const CLINIC_PRICE_CURRENCY = 'AMD';
