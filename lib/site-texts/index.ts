import type { Locale } from '@/lib/locales';
import { SITE } from '@/lib/site';
import { typesetAll } from '@/lib/typography';

import { en } from './en';
import { hy } from './hy';
import { ru } from './ru';
import type { SiteContent } from './types';

/** Typeset once when the module loads (lib/typography): the texts never reach a page without it. */
const CONTENT: Record<Locale, SiteContent> = { hy: typesetAll(hy, 'hy'), ru: typesetAll(ru, 'ru'), en: typesetAll(en, 'en') };

/** The site's own texts (services, about us, foreign clients) in one language. Server-side only. */
export function getContent(locale: Locale): SiteContent {
  return CONTENT[locale];
}

/** "Arevik Clinic, 12 Tumanyan St, Yerevan 0001": the clinic's address on one line (calendar files, the map's card). */
export function clinicAddressLine(locale: Locale): string {
  const { street, city, postalCode } = CONTENT[locale].address;
  return `${SITE.brand}, ${street}, ${city} ${postalCode}`;
}

export type * from './types';
