import { readFileSync } from 'node:fs';
import path from 'node:path';

import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { describe, expect, it } from 'vitest';

import { DOCTORS } from '@/features/doctors/demo/data';
import { GALLERY } from '@/features/gallery/demo/data';
import { NEWS } from '@/features/news/demo/data';
import { generateClient } from '@/features/profile/demo/data';
import { REVIEWS } from '@/features/reviews/demo/data';
import {
  CLINIC_CONTACTS,
  CLINIC_FLOORS,
  DEPARTMENT_FLOORS,
  hoursRange,
  LAB_SAMPLING,
  NIGHTS_IN_WARD,
  OPENING_HOURS,
  PATIENT_AGES,
  roomFloor,
  SUMMER_SCHEDULE,
  type Hours,
} from '@/lib/clinic';
import type { Locale } from '@/lib/locales';
import { SERVICE_SLUGS, type ServiceSlug } from '@/lib/routes';
import { getContent } from '@/lib/site-texts';
import { en as enSite } from '@/lib/site-texts/en';
import { hy as hySite } from '@/lib/site-texts/hy';
import { PROCEDURES } from '@/lib/site-texts/procedures';
import { ru as ruSite } from '@/lib/site-texts/ru';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';
import { siteTexts } from '@/tests/helpers/site-texts';

/**
 * One source per fact: the clinic's hours, the ages it sees patients from, its floors and rooms, the night in the
 * ward after an operation, its address and phone live in lib/clinic.ts (the address in the site texts, prices,
 * durations and anesthesia of the procedures in lib/site-texts); every text in hy, ru and en states them as
 * these modules do, and the text sources do not write the hours themselves.
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
const SPAN = new RegExp(String.raw`${TIME}\s*(?:[–-]|-ից|до|to|and)[\s\u2060]*${TIME}`, 'g');

describe('hours', () => {
  const times = new Set(HOURS.flatMap((h) => [h.opens, h.closes]));
  const spans = new Set(HOURS.map((hours) => hoursRange(hours).replace('\u2060', '')));

  it('every clock time a text states is one the clinic keeps', () => {
    const found = texts.flatMap(({ where, text }) =>
      [...text.matchAll(CLOCK)].filter((m) => !times.has(clock24(m[1], m[2]))).map((m) => `${where}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('every span of hours is one of lib/clinic.ts (the laboratory’s mornings are the same on every page)', () => {
    const found = texts.flatMap(({ where, text }) =>
      [...text.matchAll(SPAN)]
        .map((m) => `${clock24(m[1], m[2])}–${clock24(m[3], m[4])}`)
        .filter((span) => !spans.has(span))
        .map((span) => `${where}: ${span}`),
    );
    expect(found).toEqual([]);
    const rendered = texts.map((t) => t.text).join('\n');
    expect(rendered).toContain(hoursRange(LAB_SAMPLING.weekdays));
  });

  it('no text source writes an hour itself: it reads it from lib/clinic.ts', () => {
    const sources = [
      ...['hy', 'ru', 'en'].flatMap((locale) => [`messages/${locale}.json`, `lib/site-texts/${locale}.ts`]),
      ...[
        'news/demo/data',
        'doctors/demo/data',
        'content/demo/data',
        'gallery/demo/data',
        'reviews/demo/data',
        'gallery/demo/certificates',
      ].map((file) => `features/${file}.ts`),
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
  const years = new Set<number>([
    PATIENT_AGES.dentistryChildrenFromYears,
    PATIENT_AGES.rhinoplastyFromYears,
    PATIENT_AGES.rhinoplastyFunctionalFromYears,
    PATIENT_AGES.hearingCheckOverYears,
  ]);
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
      ages(text)
        .filter(({ value, inMonths }) => !(inMonths ? months : years).has(value))
        .map(({ value, inMonths }) => `${where}: ${value}${inMonths ? ' months' : ''}`),
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
    const WORDS =
      /(մեկ|երկու|երեք|չորս|հինգ|վեց|յոթ|ութ|ինը|տասը) (տարեկանից|ամսականից)|с (одного|двух|трёх|трех|четырёх|пяти|шести|семи) (лет|месяцев)|from the age of (one|two|three|four|five|six|seven)/i;
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
      .flatMap(({ where, text }) =>
        [...space(text).matchAll(/\+\d[\d ]{7,}\d/g)].filter((m) => m[0].replace(/ /g, '') !== clinic).map((m) => `${where}: ${m[0]}`),
      );
    expect(found).toEqual([]);
  });
});

const LOCALES: Locale[] = ['hy', 'ru', 'en'];
const SITE = { hy: hySite, ru: ruSite, en: enSite };

describe('floors and rooms', () => {
  const floors = new Set<number>(CLINIC_FLOORS);

  it('every doctor receives in a room on the floor of each of their departments', () => {
    const found = DOCTORS.flatMap((doctor) =>
      doctor.services
        .filter((service) => roomFloor(doctor.room) !== DEPARTMENT_FLOORS[service])
        .map((service) => `${doctor.slug} room ${doctor.room}: ${service} is on floor ${DEPARTMENT_FLOORS[service]}`),
    );
    expect(found).toEqual([]);
    expect(DOCTORS.every((doctor) => floors.has(roomFloor(doctor.room)))).toBe(true);
  });

  it('every appointment a patient sees is in a room of its department’s floor', () => {
    const appointments = Array.from({ length: 40 }, (_, i) => generateClient(i + 1, `+3749100000${i}`).appointments).flat();
    expect(appointments.length).toBeGreaterThan(40);
    const found = appointments
      .filter((a) => !a.room || roomFloor(a.room) !== DEPARTMENT_FLOORS[a.service])
      .map((a) => `${a.service} in room ${a.room}`);
    expect(found).toEqual([]);
  });

  it('no text names a floor the clinic does not have', () => {
    const higher = /\b(third|fourth|fifth|3rd|4th|5th)[ -]floor|(трет|четв[её]рт|пят)\S* этаж|(երրորդ|չորրորդ|հինգերորդ) հարկ/iu;
    expect(texts.filter((t) => higher.test(space(t.text))).map((t) => t.where)).toEqual([]);
  });

  it('the directions say the clinic is on the first and second floors, in every language', () => {
    const twoFloors: Record<Locale, RegExp> = {
      hy: /առաջին և երկրորդ հարկերը/,
      ru: /первый и второй этажи/,
      en: /first and second floors/,
    };
    for (const locale of LOCALES) expect(SITE[locale].address.directions.join(' '), locale).toMatch(twoFloors[locale]);
    expect(CLINIC_FLOORS).toEqual([1, 2]);
  });

  it('the gallery’s corridor is the floor ENT and ultrasound share', () => {
    expect(DEPARTMENT_FLOORS.ent).toBe(DEPARTMENT_FLOORS.sonography);
    const corridor = GALLERY.find((item) => item.description.en.includes('ENT and ultrasound'));
    const ordinal = { 1: 'First', 2: 'Second' }[DEPARTMENT_FLOORS.ent];
    expect(corridor?.title.en).toBe(`${ordinal}-floor corridor`);
    expect(corridor?.title.ru).toMatch(DEPARTMENT_FLOORS.ent === 2 ? /второго этажа/ : /первого этажа/);
    expect(corridor?.title.hy).toMatch(DEPARTMENT_FLOORS.ent === 2 ? /Երկրորդ հարկ/ : /Առաջին հարկ/);
  });
});

describe('the stay after an operation', () => {
  const NIGHT: Record<Locale, RegExp> = { hy: /մեկ գիշեր/, ru: /одну ночь/, en: /one night/ };
  const SAME_DAY: Record<Locale, RegExp> = { hy: /նույն օրը/, ru: /в тот же день/, en: /the same day/ };
  const surgeries = Object.values(PROCEDURES)
    .flat()
    .filter((p) => 'anesthesia' in p);

  it('every operation names its anesthesia, and the ward keeps one night after general anesthesia only', () => {
    expect(surgeries.length).toBeGreaterThan(10);
    expect(NIGHTS_IN_WARD).toEqual({ general: 1, local: 0 });
  });

  it('the plastic surgery page says both: a night after general anesthesia, home the same day after local', () => {
    for (const locale of LOCALES) {
      const { intro, faq } = SITE[locale].services['plastic-surgery'];
      for (const text of [intro, faq.map((q) => q.answer).join(' ')]) {
        expect(space(text), locale).toMatch(NIGHT[locale]);
        expect(space(text), locale).toMatch(SAME_DAY[locale]);
      }
    }
  });

  it('the news about blepharoplasty sends patients home the same day, as its local anesthesia means', () => {
    const blepharoplasty = PROCEDURES['plastic-surgery'].find((p) => p.id === 'upper-blepharoplasty');
    expect(NIGHTS_IN_WARD[blepharoplasty!.anesthesia]).toBe(0);
    const item = NEWS.find((n) => n.slug === 'recovery-after-blepharoplasty')!;
    for (const locale of LOCALES) {
      expect(space(item.body[locale]), locale).toMatch(SAME_DAY[locale]);
      expect(space(item.body[locale]), locale).not.toMatch(NIGHT[locale]);
    }
  });
});

describe('durations', () => {
  /** "10 min", "10 minutes", "1–1.5 h", «1–1,5 часа», «10 րոպեում»: the numbers of a duration in minutes or hours. */
  const DURATION =
    /(\d+(?:[.,]\d+)?(?:–\d+(?:[.,]\d+)?)?)\s(min|minutes?|мин|минут\p{L}*|րոպե\p{L}*|h|hours?|ч|час\p{L}*|ժամ\p{L}*)(?!\p{L})/gu;
  const unit = (word: string) => (/^(min|мин|րոպե)/u.test(word) ? 'min' : 'h');
  const durations = (text: string) => [...space(text).matchAll(DURATION)].map((m) => `${m[1].replace(',', '.')} ${unit(m[2])}`);
  /** News items that state how long a procedure of the price tables takes. */
  const ABOUT: Record<string, [ServiceSlug, string]> = {
    'cone-beam-ct-in-the-clinic': ['dentistry', 'cone-beam-ct-of-the-jaws'],
    'hearing-check-week': ['ent', 'pure-tone-audiometry'],
    'recovery-after-blepharoplasty': ['plastic-surgery', 'upper-blepharoplasty'],
  };

  it('a news item gives a procedure the duration of its price table, in every language', () => {
    for (const [slug, [service, id]] of Object.entries(ABOUT)) {
      const item = NEWS.find((n) => n.slug === slug)!;
      for (const locale of LOCALES) {
        const table = durations((SITE[locale].services[service].procedures as Record<string, { duration: string }>)[id].duration);
        expect(table, `${slug} ${locale}`).toHaveLength(1);
        const stated = [item.excerpt[locale], item.body[locale]].flatMap(durations);
        expect(stated.length, `${slug} ${locale}`).toBeGreaterThan(0);
        expect(
          stated.filter((d) => d !== table[0]),
          `${slug} ${locale}`,
        ).toEqual([]);
      }
    }
  });
});

describe('laboratory hours', () => {
  it('the laboratory is closed on Sunday, so no text promises it every day or every morning', () => {
    expect(Object.keys(LAB_SAMPLING)).not.toContain('sunday');
    const everyDay = /every (morning|day)|каждое утро|каждый день|ежедневно|ամեն առավոտ|ամեն օր|ամենօրյա/iu;
    expect(texts.filter((t) => everyDay.test(t.text)).map((t) => `${t.where}: ${t.text.slice(0, 80)}`)).toEqual([]);
  });

  it('the laboratory page states its sampling hours from lib/clinic.ts in every language', () => {
    for (const locale of LOCALES) {
      const intro = space(getContent(locale).services.lab.intro);
      expect(intro, locale).toContain(space(hoursRange(LAB_SAMPLING.weekdays, locale)));
      expect(intro, locale).toContain(space(hoursRange(LAB_SAMPLING.saturday, locale)));
    }
  });
});

describe('prices', () => {
  it('every procedure of every service page has a starting price', () => {
    for (const service of SERVICE_SLUGS) {
      expect(PROCEDURES[service].length, service).toBeGreaterThan(0);
      expect(
        PROCEDURES[service].every((p) => p.priceFrom > 0),
        service,
      ).toBe(true);
    }
  });

  it('no review says the site lacks prices', () => {
    const missing =
      /would like to see prices|no prices|prices (are|were) not|хотелось бы видеть цены|нет цен|цены не указаны|գները նշված լինեին|գներ չկան/iu;
    expect(REVIEWS.flatMap((r) => LOCALES.filter((l) => missing.test(r.text[l])).map((l) => `${r.author.en} (${l})`))).toEqual([]);
  });
});

describe('section headings', () => {
  const heading = (locale: Locale, service: ServiceSlug) => {
    const messages = { hy, ru, en }[locale];
    const formatters = {
      getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
      getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
      getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    };
    // As the site renders it: compiled once (lib/i18n/compiled-messages.ts), then formatted with the page's argument.
    return format(compile(messages.ServicePage.treatsTitle), locale, { service }, { formatters }) as string;
  };

  it('the list on a service page is headed for what it lists: tests for the lab, scans for ultrasound, conditions for the others', () => {
    for (const locale of LOCALES) {
      const treats = heading(locale, 'ent');
      expect(heading(locale, 'lab'), locale).not.toBe(treats);
      expect(heading(locale, 'sonography'), locale).not.toBe(treats);
      expect(heading(locale, 'sonography'), locale).not.toBe(heading(locale, 'lab'));
      for (const service of SERVICE_SLUGS.filter((s) => s !== 'lab' && s !== 'sonography'))
        expect(heading(locale, service), `${locale} ${service}`).toBe(treats);
    }
    expect([heading('en', 'lab'), heading('en', 'sonography'), heading('en', 'ent')]).toEqual([
      'Tests we do',
      'What we scan',
      'What we treat',
    ]);
  });
});
