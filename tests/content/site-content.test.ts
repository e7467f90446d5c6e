import { describe, expect, it } from 'vitest';

import { LOCALES } from '@/lib/locales';
import { SERVICE_SLUGS } from '@/lib/routes';
import { getContent } from '@/lib/site-texts';
import { PROCEDURES, procedureTable } from '@/lib/site-texts/procedures';

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];

describe('the site’s own texts', () => {
  it('cover every service in every language, with treatments, procedures and questions', () => {
    for (const locale of LOCALES) {
      const { services } = getContent(locale);
      expect(Object.keys(services).sort()).toEqual([...SERVICE_SLUGS].sort());
      for (const slug of SERVICE_SLUGS) {
        const service = services[slug];
        expect(service.summary.length, `${locale} ${slug}`).toBeGreaterThan(20);
        expect(service.treats.length, `${locale} ${slug}`).toBeGreaterThanOrEqual(4);
        expect(procedureTable(slug, service.procedures).length, `${locale} ${slug}`).toBeGreaterThanOrEqual(3);
        expect(service.faq.length, `${locale} ${slug}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('name every procedure of the shared price list, and nothing else, in every language', () => {
    for (const locale of LOCALES) {
      for (const slug of SERVICE_SLUGS) {
        const ids = Object.keys(getContent(locale).services[slug].procedures).sort();
        expect(ids, `${locale} ${slug}`).toEqual(PROCEDURES[slug].map((p) => p.id).sort());
        for (const row of procedureTable(slug, getContent(locale).services[slug].procedures)) {
          expect(row.name && row.duration, `${locale} ${row.id}`).toBeTruthy();
        }
      }
    }
  });

  it('say the same thing in every language: same lists', () => {
    const [hy, ru, en] = LOCALES.map(getContent);
    for (const slug of SERVICE_SLUGS) {
      for (const other of [hy, ru]) {
        expect(other.services[slug].treats.length, slug).toBe(en.services[slug].treats.length);
        expect(other.services[slug].faq.length, slug).toBe(en.services[slug].faq.length);
      }
    }
    for (const other of [hy, ru]) {
      expect(other.about.milestones.map((m) => m.year)).toEqual(en.about.milestones.map((m) => m.year));
      expect(other.foreignClients.steps.length).toBe(en.foreignClients.steps.length);
      expect(other.home.facts.map((f) => f.value)).toEqual(en.home.facts.map((f) => f.value));
    }
  });

  it('are written in the language of the page, not copied from English', () => {
    const armenian = texts(getContent('hy')).filter((text) => /[\u0531-\u058F]/.test(text));
    const cyrillic = texts(getContent('ru')).filter((text) => /[\u0400-\u04FF]/.test(text));
    expect(armenian.length / texts(getContent('hy')).length).toBeGreaterThan(0.95);
    expect(cyrillic.length / texts(getContent('ru')).length).toBeGreaterThan(0.95);
    for (const text of texts(getContent('en'))) expect(text).not.toMatch(/TODO|lorem/i);
  });
});
