import type { Locale } from '@/lib/locales';

/** A text in the three interface languages. */
export type Localized = Record<Locale, string>;

export function pick(text: Localized, locale: Locale): string {
  return text[locale];
}

/** The named texts of a seed in one language (a seed keeps each of them in the three languages). */
export function texts<K extends string>(seed: Record<NoInfer<K>, Localized>, locale: Locale, ...keys: K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, seed[key][locale]])) as Record<K, string>;
}
