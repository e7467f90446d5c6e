import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLINIC_CONTACTS, hoursRange, LAB_SAMPLING, OPENING_HOURS, PATIENT_AGES, SUMMER_SCHEDULE, type Hours } from '@/lib/clinic';
import { getContent } from '@/lib/site-texts';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import { siteTexts } from '@/tests/helpers/site-texts';

/**
 * One source per fact: the clinic's hours, the ages it sees patients from, its address and phone live in
 * lib/clinic.ts (and the address in the site texts); every text in hy, ru and en states them as the module
 * does, and the text sources do not write the hours themselves.
 */

const ROOT = path.resolve(__dirname, '../..');
const texts = siteTexts();
const space = (text: string) => text.replace(/\u00A0/g, ' ');

const HOURS: Hours[] = [
  ...OPENING_HOURS,
  LAB_SAMPLING.weekdays,
  LAB_SAMPLING.saturday,
  SUMMER_SCHEDULE.weekdays,
  SUMMER_SCHEDULE.saturday,
  SUMMER_SCHEDULE.labSampling,
];
/** "8:30" → "08:30"; "8:30 PM" → "20:30"; "12:00 PM" → "12:00": a time on the 24-hour clock of lib/clinic.ts. */
function clock24(time: string, half?: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const h = half ? (hours % 12) + (half.toUpperCase() === 'PM' ? 12 : 0) : hours;
  return `${String(h).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
const TIME = String.raw`(\d{1,2}:\d{2})(?:[\s\u00A0\u202F]?([AP]M))?`;
const CLOCK = new RegExp(String.raw`(?<![\d:+T])${TIME}(?![\d:])`, 'g');
/** "08:30–12:00", "8:30 AM–12:00 PM", "с 8:30 до 12:00", "from 8:30 to 12:00", "8:30-ից 12:00": a span of hours in any language. */
const SPAN = new RegExp(String.raw`${TIME}\s*(?:[–-]|-ից|до|to|and)\s*${TIME}`, 'g');

describe('hours', () => {
  const times = new Set(HOURS.flatMap((h) => [h.opens, h.closes]));
  const spans = new Set(HOURS.map((hours) => hoursRange(hours)));

  it('every clock time a text states is one the clinic keeps', () => {
    const found = texts.flatMap(({ where, text }) => [...text.matchAll(CLOCK)].filter((m) => !times.has(clock24(m[1], m[2]))).map((m) => `${where}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('every span of hours is one of lib/clinic.ts (the laboratory’s mornings are the same on every page)', () => {
    const found = texts.flatMap(({ where, text }) =>
      [...text.matchAll(SPAN)].map((m) => `${clock24(m[1], m[2])}–${clock24(m[3], m[4])}`).filter((span) => !spans.has(span)).map((span) => `${where}: ${span}`),
    );
    expect(found).toEqual([]);
    const rendered = texts.map((t) => t.text).join('\n');
    expect(rendered).toContain(hoursRange(LAB_SAMPLING.weekdays));
  });

  it('no text source writes an hour itself: it reads it from lib/clinic.ts', () => {
    const sources = [
      ...['hy', 'ru', 'en'].flatMap((locale) => [`messages/${locale}.json`, `lib/site-texts/${locale}.ts`]),
      ...['news', 'doctors', 'pages', 'gallery', 'reviews', 'certificates'].map((file) => `mocks/data/${file}.ts`),
    ];
    const found = sources.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => [...line.matchAll(CLOCK)].map((m) => `${file}:${i + 1} ${m[1]}`)),
    );
    expect(found).toEqual([]);
  });
});

describe('ages', () => {
  const years = new Set<number>([PATIENT_AGES.dentistryChildrenFromYears, PATIENT_AGES.rhinoplastyFromYears, PATIENT_AGES.rhinoplastyFunctionalFromYears, PATIENT_AGES.hearingCheckOverYears]);
  const months = new Set<number>([PATIENT_AGES.entChildrenFromMonths]);
  /** "3 տարեկանից", "с 3 лет", "from the age of 3"; months: "6 ամսականից", "с 6 месяцев", "from the age of 6 months". */
  const AGE = /(\d+)\s(տարեկանից|ամսականից)|с\s(\d+)\s(лет|месяцев)|старше\s(\d+)\s(лет)|from the age of\s(\d+)(\smonths)?|over\s(\d+)/gu;
  const ages = (text: string) =>
    [...space(text).matchAll(AGE)].map((m) => {
      const value = Number(m[1] ?? m[3] ?? m[5] ?? m[7] ?? m[9]);
      const inMonths = m[2] === 'ամսականից' || m[4] === 'месяцев' || !!m[8];
      return { value, inMonths };
    });

  it('every age a text states is one of lib/clinic.ts', () => {
    const found = texts.flatMap(({ where, text }) =>
      ages(text).filter(({ value, inMonths }) => !(inMonths ? months : years).has(value)).map(({ value, inMonths }) => `${where}: ${value}${inMonths ? ' months' : ''}`),
    );
    expect(found).toEqual([]);
  });

  it('every page about dentistry sees children from the same age', () => {
    const dental = texts.filter((t) => t.topic?.split(' ').includes('dentistry') && !t.topic.includes('maxillofacial'));
    expect(dental.length).toBeGreaterThan(10);
    const stated = dental.flatMap((t) => ages(t.text).map((age) => `${t.where}: ${age.value}`));
    expect(stated.length).toBeGreaterThanOrEqual(6);
    expect(stated.filter((s) => !s.endsWith(`: ${PATIENT_AGES.dentistryChildrenFromYears}`))).toEqual([]);
  });

  it('ages are written in digits, so this test reads them', () => {
    const WORDS = /(մեկ|երկու|երեք|չորս|հինգ|վեց|յոթ|ութ|ինը|տասը) (տարեկանից|ամսականից)|с (одного|двух|трёх|трех|четырёх|пяти|шести|семи) (лет|месяцев)|from the age of (one|two|three|four|five|six|seven)/i;
    expect(texts.filter((t) => WORDS.test(t.text)).map((t) => t.where)).toEqual([]);
  });
});

describe('address and phone', () => {
  it('the footer’s address is the address of the site texts, in every language', () => {
    for (const [locale, messages] of Object.entries({ hy, ru, en }) as ['hy' | 'ru' | 'en', typeof en][]) {
      const { city, street } = getContent(locale).address;
      // English writes the street first, as an address line does.
      const line = locale === 'en' ? `${street}, ${city}` : `${city}, ${street}`;
      expect(space(messages.Footer.address), locale).toBe(space(line));
    }
  });

  it('a phone number in a text is the clinic’s', () => {
    const clinic = CLINIC_CONTACTS.phone.e164;
    const found = texts
      .filter((t) => !t.where.startsWith('demo FIELD_MESSAGES'))
      .flatMap(({ where, text }) => [...space(text).matchAll(/\+\d[\d ]{7,}\d/g)].filter((m) => m[0].replace(/ /g, '') !== clinic).map((m) => `${where}: ${m[0]}`));
    expect(found).toEqual([]);
  });
});
