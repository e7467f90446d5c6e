/** Finding a country in the list: the search box and type-to-find. */
import type { CountryEntry } from './types';

/** Lower case, without accents ("Côte" → "cote", "Ёлка" → "елка"), single spaces. */
export function foldForSearch(text: string, locale?: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).replace(/\s+/g, ' ').trim();
}

function dialQuery(query: string): string | undefined {
  const match = /^\+?\s*(\d+)$/.exec(query.trim());
  return match?.[1];
}

/** Search box: a name containing the text, the ISO2 code, or a calling code starting with the digits. */
export function matchesCountrySearch(entry: CountryEntry, query: string, locale?: string): boolean {
  const digits = dialQuery(query);
  if (digits) return entry.dialCode.startsWith(digits);
  const q = foldForSearch(query, locale);
  if (!q) return true;
  return entry.iso2.toLowerCase() === q || foldForSearch(entry.name, locale).includes(q);
}

export function filterCountries(countries: readonly CountryEntry[], query: string, locale?: string): CountryEntry[] {
  return countries.filter((entry) => matchesCountrySearch(entry, query, locale));
}

function startsWithTyped(entry: CountryEntry, typed: string, locale?: string): boolean {
  const digits = dialQuery(typed);
  if (digits) return entry.dialCode.startsWith(digits);
  return foldForSearch(entry.name, locale).startsWith(typed);
}

/**
 * Type-to-find: index of the first country whose name starts with the typed text, searching after
 * `currentIndex` when the same letter is repeated (so "g g g" walks through the G countries),
 * from `currentIndex` itself otherwise. -1 when nothing matches.
 */
export function findTypeaheadIndex(countries: readonly CountryEntry[], typed: string, currentIndex: number, locale?: string): number {
  const folded = foldForSearch(typed, locale);
  if (!folded || countries.length === 0) return -1;
  const repeated = folded.length > 1 && [...folded].every((ch) => ch === folded[0]);
  const needle = repeated ? folded[0] : folded;
  const start = Math.max(0, currentIndex) + (repeated || folded.length === 1 ? 1 : 0);
  for (let step = 0; step < countries.length; step++) {
    const index = (start + step) % countries.length;
    if (startsWithTyped(countries[index], needle, locale)) return index;
  }
  return -1;
}
