/**
 * The site's own identity: its brand name (the clinic's facts are in lib/clinic.ts). Browser components read
 * it, so its public origin is not here: that is server configuration, `publicOrigin()` (lib/http/public-origin.ts),
 * and importing it would bring the server's environment module into every page.
 */
export const SITE = {
  brand: 'Arevik Clinic',
} as const;
