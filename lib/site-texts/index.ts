import type { Locale } from '@/lib/config';
import type { SiteContent } from './types';
import { hy } from './hy';
import { ru } from './ru';
import { en } from './en';

const CONTENT: Record<Locale, SiteContent> = { hy, ru, en };

/** The site's own texts (services, about us, foreign clients) in one language. Server-side only. */
export function getContent(locale: Locale): SiteContent {
  return CONTENT[locale];
}

export type * from './types';
