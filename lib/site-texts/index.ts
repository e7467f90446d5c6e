import type { Locale } from '@/lib/config';
import type { SiteContent } from './types';
import { hy } from './hy';
import { ru } from './ru';
import { en } from './en';
import { typesetAll } from '@/lib/typography';

/** Typeset once when the module loads (lib/typography): the texts never reach a page without it. */
const CONTENT: Record<Locale, SiteContent> = { hy: typesetAll(hy, 'hy'), ru: typesetAll(ru, 'ru'), en: typesetAll(en, 'en') };

/** The site's own texts (services, about us, foreign clients) in one language. Server-side only. */
export function getContent(locale: Locale): SiteContent {
  return CONTENT[locale];
}

export type * from './types';
