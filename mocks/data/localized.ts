import type { Locale } from '@/lib/config';

/** A text in the three interface languages. */
export type Localized = Record<Locale, string>;

export function pick(text: Localized, locale: Locale): string {
  return text[locale];
}
