// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { CONTRACT as s } from '@/features/api-calls';
import { STATIC_PAGES } from '@/features/content/demo/data';
import { DOCTORS } from '@/features/doctors/demo/data';
import { CERTIFICATES } from '@/features/gallery/demo/certificates';
import { GALLERY } from '@/features/gallery/demo/data';
import { NEWS } from '@/features/news/demo/data';
import { generateClient } from '@/features/profile/demo/data';
import { REVIEWS } from '@/features/reviews/demo/data';
import { LOCALES } from '@/lib/locales';
import { SERVICE_SLUGS, SLUG_PATTERN } from '@/lib/routes';
import { contractSamples } from '@/mocks/handlers';
import { findMedia, mediaPaths } from '@/mocks/lib/images';
import type { Localized } from '@/mocks/lib/localized';

const ORIGIN = 'http://api.test';
const ARMENIAN = /[\u0531-\u0587]/;
const CYRILLIC = /[\u0400-\u04FF]/;

function expectTrilingual(text: Localized, label: string) {
  expect(text.hy, label).toMatch(ARMENIAN);
  expect(text.ru, label).toMatch(CYRILLIC);
  expect(text.en, label).not.toMatch(ARMENIAN);
  expect(text.en, label).not.toMatch(CYRILLIC);
}

describe('seed content', () => {
  it('has the amounts the site needs', () => {
    expect(DOCTORS.length).toBeGreaterThanOrEqual(8);
    expect(NEWS.length).toBeGreaterThanOrEqual(12);
    expect(GALLERY.length).toBeGreaterThanOrEqual(16);
    expect(CERTIFICATES.length).toBeGreaterThanOrEqual(6);
    expect(REVIEWS.length).toBeGreaterThanOrEqual(10);
    expect(STATIC_PAGES.map((p) => p.slug).sort()).toEqual([...s.STATIC_PAGE_SLUGS].sort());
  });

  it('every service has at least one doctor', () => {
    for (const service of SERVICE_SLUGS) {
      expect(
        DOCTORS.some((d) => d.services.includes(service)),
        service,
      ).toBe(true);
    }
  });

  it('ids and slugs are unique and slugs are URL-safe', () => {
    for (const list of [DOCTORS, NEWS, GALLERY, CERTIFICATES, REVIEWS]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    for (const list of [DOCTORS, NEWS, STATIC_PAGES]) {
      const slugs = list.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
    }
  });

  it('news are dated over 2026 and carry HTML with headings, paragraphs or lists', () => {
    for (const item of NEWS) {
      expect(item.publishedAt.startsWith('2026-')).toBe(true);
      for (const locale of LOCALES) expect(item.body[locale]).toMatch(/<(p|ul|ol|h2)>/);
    }
  });

  it('is written in all three languages', () => {
    for (const d of DOCTORS) [d.name, d.specialty, d.bio, ...d.education].forEach((t) => expectTrilingual(t, d.slug));
    for (const n of NEWS) [n.title, n.excerpt, n.body].forEach((t) => expectTrilingual(t, n.slug));
    for (const g of GALLERY) [g.title, g.description].forEach((t) => expectTrilingual(t, `gallery ${g.id}`));
    for (const c of CERTIFICATES) [c.title, c.issuer].forEach((t) => expectTrilingual(t, `certificate ${c.id}`));
    for (const t of REVIEWS) [t.author, t.text].forEach((x) => expectTrilingual(x, `testimonial ${t.id}`));
    for (const p of STATIC_PAGES) [p.title, p.body].forEach((t) => expectTrilingual(t, p.slug));
  });

  it.each(LOCALES)('every record the demo API presents satisfies the contract in %s', (locale) => {
    expect(contractSamples.map((sample) => sample.what)).toEqual(expect.arrayContaining(['news item', 'doctor', 'client', 'document']));
    for (const sample of contractSamples) {
      const records = sample.records(locale, ORIGIN);
      expect(records.length, sample.what).toBeGreaterThan(0);
      for (const record of records) {
        const result = z.safeParse(sample.schema, record);
        expect(result.error?.issues, sample.what).toBeUndefined();
      }
    }
  });

  it('every image is a light SVG whose declared size matches the contract', () => {
    const paths = mediaPaths();
    expect(paths.length).toBeGreaterThanOrEqual(DOCTORS.length + NEWS.length + 2 * GALLERY.length + CERTIFICATES.length);
    for (const path of paths) {
      const asset = findMedia(path)!;
      const svg = asset.render();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), path).toBe(true);
      expect(svg).toContain(`width="${asset.width}" height="${asset.height}"`);
      expect(svg.length, path).toBeLessThan(8000);
    }
  });
});

describe('demo clients', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');

  it('get 2–4 upcoming and 3–6 past appointments and 3–5 documents, stable for the same id', () => {
    for (let id = 100000; id < 100050; id += 1) {
      const client = generateClient(id, '+37491000001', now);
      const upcoming = client.appointments.filter((a) => Date.parse(a.startsAt) > now);
      const past = client.appointments.filter((a) => Date.parse(a.startsAt) <= now);
      expect(upcoming.length).toBeGreaterThanOrEqual(2);
      expect(upcoming.length).toBeLessThanOrEqual(4);
      expect(upcoming.every((a) => a.status === 'scheduled')).toBe(true);
      expect(past.length).toBeGreaterThanOrEqual(3);
      expect(past.length).toBeLessThanOrEqual(6);
      expect(past.every((a) => a.status !== 'scheduled')).toBe(true);
      expect(client.documents.length).toBeGreaterThanOrEqual(3);
      expect(client.documents.length).toBeLessThanOrEqual(5);
      // no appointment on a Sunday in Yerevan
      for (const a of client.appointments) expect(new Date(Date.parse(a.startsAt) + 4 * 3600_000).getUTCDay()).not.toBe(0);
    }
    expect(generateClient(100001, '+37491000001', now)).toEqual(generateClient(100001, '+37491000001', now));
  });
});
