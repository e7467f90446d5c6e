/** The site's own identity: its brand name and public origin (the clinic's facts are in lib/clinic.ts). */
export const SITE = {
  brand: 'Arevik Clinic',
  url: process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`,
} as const;
