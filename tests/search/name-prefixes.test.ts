/**
 * A doctor's name typed partway finds the doctor at every length, in every language: the stemmer would rewrite a
 * partial name ("petrosy" → "petrosi") into a prefix of nothing, so the engine also matches the name as written.
 */
import { describe, expect, it } from 'vitest';

import { DOCTORS } from '@/features/doctors/demo/data';
import { createSearchIndex } from '@/features/search/model/engine';
import { SEARCH_MIN_PREFIX_LENGTH } from '@/features/search/model/limits';
import type { SearchDocument } from '@/features/search/model/types';
import { SERVICE_TITLES } from '@/features/services/demo/data';
import { LOCALES } from '@/lib/locales';

describe.each(LOCALES)("a doctor's name typed partway (%s)", (locale) => {
  // The doctors as the search page indexes them, among the services' titles.
  const documents: SearchDocument[] = [
    ...DOCTORS.map((doctor) => ({
      id: `doctor:${doctor.slug}`,
      kind: 'doctor' as const,
      title: doctor.name[locale],
      path: `/doctors/${doctor.slug}`,
      text: `${doctor.specialty[locale]}. ${doctor.bio[locale]}`,
    })),
    ...Object.entries(SERVICE_TITLES).map(([slug, title]) => ({
      id: `service:${slug}`,
      kind: 'service' as const,
      title: title[locale],
      path: `/services/${slug}`,
      text: title[locale],
    })),
  ];
  const index = createSearchIndex(documents);

  it('finds the doctor at every prefix of the first and the last name, in any letter case', () => {
    const misses: string[] = [];
    for (const doctor of DOCTORS) {
      for (const part of doctor.name[locale].split(/\s+/)) {
        for (let length = SEARCH_MIN_PREFIX_LENGTH; length <= part.length; length++) {
          for (const typed of [part.slice(0, length), part.slice(0, length).toLocaleUpperCase(locale)]) {
            const found = index.search(typed).hits.map((hit) => hit.document.id);
            if (!found.includes(`doctor:${doctor.slug}`)) misses.push(typed);
          }
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('finds the doctor by the whole name and by the first name with a partial last name', () => {
    for (const doctor of DOCTORS) {
      const [first, last] = doctor.name[locale].split(/\s+/);
      expect(index.search(`${first} ${last}`).hits[0]?.document.id).toBe(`doctor:${doctor.slug}`);
      expect(
        index.search(`${first} ${last.slice(0, Math.max(SEARCH_MIN_PREFIX_LENGTH, last.length - 2))}`).hits.map((hit) => hit.document.id),
      ).toContain(`doctor:${doctor.slug}`);
    }
  });
});
