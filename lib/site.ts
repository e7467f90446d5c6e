/** The site's own identity: its brand name and public origin (the clinic's facts are in lib/clinic.ts). */
import { publicOrigin } from '@/lib/http/public-origin';

export const SITE = {
  brand: 'Arevik Clinic',
  url: publicOrigin(),
} as const;
