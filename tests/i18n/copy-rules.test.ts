import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { STATIC_PAGES } from '@/features/content/demo/data';
import { DOCTORS } from '@/features/doctors/demo/data';
import { NEWS } from '@/features/news/demo/data';
import { SERVICE_SLUGS } from '@/lib/routes';
import { en as enSite } from '@/lib/site-texts/en';
import { PROCEDURES } from '@/lib/site-texts/procedures';
import { NBSP, typeset } from '@/lib/typography';
import { siteTexts, type SiteText } from '@/tests/helpers/site-texts';

/**
 * Every text of the site in hy, ru and en, as a reader gets it (after lib/typography), against the rules of
 * docs/glossary.md: punctuation per language, quotes, units the typesetter knows, Latin words in Armenian,
 * US spelling. The glossary's tables are the lists; a new text that breaks a rule fails here.
 */

const glossary = readFileSync(path.resolve(__dirname, '../../docs/glossary.md'), 'utf8');

/** Code spans of the first column of one glossary table (the section with this heading). */
function tableColumn(heading: string): string[] {
  const section = glossary.split(new RegExp(`^## ${heading}$`, 'm'))[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

const texts = siteTexts();
const shown = texts.map((t) => ({ ...t, text: typeset(t.text, t.locale) }));
const of = (locale: SiteText['locale']) => shown.filter((t) => t.locale === locale);
/**
 * The words a reader gets: ICU arguments ({name}, and the keywords of {count, plural, one {…} other {…}} and
 * {service, select, lab {…} other {…}}), tags and e-mail addresses out.
 */
const words = (text: string) => {
  const choice = /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g;
  // A select's keywords are any lowercase names ("lab {…}"), so they are dropped only in a message with a choice.
  const keyword = choice.test(text) ? /(^|[\s}])(=\d+|[a-z][\w-]*)\s*\{/g : /(^|[\s}])(=\d+|zero|one|two|few|many|other)\s*\{/g;
  return text
    .replace(keyword, '$1 ')
    .replace(choice, ' ')
    .replace(/\{[^{}]*\}|<\/?\w+>|\S+@\S+/g, ' ');
};

function offenders(list: SiteText[], pattern: RegExp): string[] {
  return list.flatMap(({ where, text }) =>
    [...words(text).matchAll(pattern)].map((m) => `${where}: …${text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 20)}…`),
  );
}

describe('the texts the copy tests read', () => {
  it('are the messages, the site texts and the demo content in three languages', () => {
    for (const locale of ['hy', 'ru', 'en'] as const) {
      const where = of(locale).map((t) => t.where);
      expect(where.some((w) => w.startsWith(`messages/${locale}.json`))).toBe(true);
      expect(where.some((w) => w.startsWith(`lib/site-texts/${locale}.ts`))).toBe(true);
      expect(where.some((w) => w.startsWith('demo NEWS'))).toBe(true);
    }
  });
});

describe('typography', () => {
  /** A number followed by a short word the typesetter leaves breakable: a unit it does not know yet (add it to lib/typography/units.ts). */
  const SHORT_WORDS_AFTER_NUMBERS = new Set([
    'և',
    'ու',
    'կամ',
    'и',
    'или',
    'в',
    'на',
    'по',
    'до',
    'из',
    'за',
    'от',
    'к',
    'а',
    'and',
    'or',
    'to',
    'in',
    'on',
    'at',
    'of',
    'by',
    'for',
    'the',
    'a',
    'an',
    'as',
    'our',
    'few',
    'one',
    'many',
    'other',
    'է',
    'են',
  ]);

  it('no number ends a line before a short unit the typesetter does not know', () => {
    const found = shown.flatMap(({ where, text }) =>
      [...words(text).matchAll(/\d (\p{L}{1,3}\.?)(?!\p{L})/gu)]
        .filter((m) => !SHORT_WORDS_AFTER_NUMBERS.has(m[1]))
        .map((m) => `${where}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('the typesetter keeps the numbers, initials and signs of the real texts with their neighbors', () => {
    const all = shown.map((t) => t.text).join('\n');
    for (const sample of [
      `10${NBSP}րոպե`,
      `2${NBSP}մմ`,
      `20${NBSP}мин`,
      `2${NBSP}мм`,
      `15${NBSP}min`,
      `2${NBSP}mm`,
      `№${NBSP}А-0123`,
      `Оганес${NBSP}Б.`,
      `Հովհաննես${NBSP}Բ.`,
      `анализов${NBSP}— `,
      `Ապրիլի${NBSP}25-ին`,
      `հոկտեմբերի${NBSP}31-ը`,
      `April${NBSP}25`,
      `փ.${NBSP}12`,
      `ул.${NBSP}Туманяна`,
      `С${NBSP}6${NBSP}месяцев`,
      `в${NBSP}тот же день`,
    ]) {
      expect(all, sample).toContain(sample);
    }
  });

  it('Armenian: ։ ends a sentence, ՞ ՜ mark questions and exclamations, no Latin . : ? ! after a word', () => {
    // A Latin point after an Armenian word ends a sentence or joins two clauses (։ or ․), unless the word is an abbreviation or an initial.
    const ABBREVIATIONS = new Set(['թ', 'փ', 'էլ', 'պ', 'դ', 'ք', 'տ', 'կ', 'մ', 'հ', 'ս', 'պրոֆ', 'բ.գ.թ', 'բ.գ.դ']);
    const points = of('hy').flatMap(({ where, text }) =>
      [...words(text).matchAll(/([\u0561-\u0587\u0531-\u0556]+)\.(?=[\s\u00A0]|$)/gu)]
        .filter((m) => !ABBREVIATIONS.has(m[1].toLocaleLowerCase('hy')) && !/^[\u0531-\u0556]$/u.test(m[1]))
        .map((m) => `${where}: ${m[0]}`),
    );
    expect(points).toEqual([]);
    // «Վա՜յ :(» is the specification's emoticon, not punctuation.
    expect(offenders(of('hy'), /[\u0561-\u0587\u0531-\u0556]\s?[:?!;](?!\()/gu)).toEqual([]);
  });

  it('Armenian: ՞ stands on «արդյոք» only in a direct question, at the start of a sentence; an indirect one has none', () => {
    const found = of('hy').flatMap(({ where, text }) =>
      [...text.matchAll(/[Աա]րդյո՞ք/gu)]
        .filter((m) => !/(^|[։․:«(]|[։․]\s*)$/u.test(text.slice(0, m.index).trimEnd()))
        .map((m) => `${where}: …${text.slice(Math.max(0, m.index - 30), m.index + 20)}…`),
    );
    expect(found).toEqual([]);
  });

  it('Armenian: dates in the native order, without a comma before the year', () => {
    expect(offenders(of('hy'), /\d{1,2}[ \u00A0][\u0561-\u0587]+ի,\s*\d{4}/gu)).toEqual([]);
  });

  it('Armenian and Russian: «» quotes, never "" or “”; every language: … and not three points', () => {
    expect(offenders([...of('hy'), ...of('ru')], /["“”„]/g)).toEqual([]);
    expect(offenders(shown, /\.\.\./g)).toEqual([]);
  });

  it('Russian: a dash between words is an em dash, never a hyphen', () => {
    expect(offenders(of('ru'), /\s-\s/g)).toEqual([]);
  });

  it('Armenian: Latin words only for names the clinic uses as they are (brands, lab codes)', () => {
    const allowed = new Set(tableColumn('Latin words in Armenian texts'));
    expect(allowed.size).toBeGreaterThan(5);
    const found = of('hy').flatMap(({ where, text }) =>
      [...words(text).matchAll(/[A-Za-z][A-Za-z-]*/g)]
        .map((m) => m[0].replace(/-$/, ''))
        .filter((word) => !allowed.has(word))
        .map((word) => `${where}: ${word}`),
    );
    expect(found).toEqual([]);
  });
});

describe('US English', () => {
  /**
   * Every slug the clinic's content names in an address, hyphens read as spaces ("check up programs"). The
   * section paths (/contacts, /foreign-clients…) are the product specification's and stay as it writes them.
   */
  const slugs: SiteText[] = [
    ...SERVICE_SLUGS,
    ...NEWS.map((item) => item.slug),
    ...DOCTORS.map((doctor) => doctor.slug),
    ...STATIC_PAGES.map((page) => page.slug),
    ...Object.values(PROCEDURES).flatMap((list) => list.map((procedure) => procedure.id)),
  ].map((slug) => ({ locale: 'en', where: `slug ${slug}`, text: slug.replace(/[/-]/g, ' ') }));
  const english = [...of('en'), ...slugs];
  /** A pattern of the glossary as whole words, in any case ("a lift" does not match "a sinus lift"). */
  const wholeWords = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'giu');

  it('the slugs are read too', () => {
    expect(slugs.map((s) => s.where)).toEqual(
      expect.arrayContaining([
        'slug check-up-programs',
        'slug consultation-with-computer-modeling',
        'slug anahit-petrosyan',
        'slug terms-of-use',
      ]),
    );
  });

  it('US spelling, in the texts and the slugs', () => {
    const british = tableColumn('US spelling');
    expect(british).toEqual(expect.arrayContaining(['programme', 'centre', 'licence', 'tumour', 'cancelled']));
    const found = english.flatMap(({ where, text }) =>
      british.filter((word) => text.toLowerCase().includes(word)).map((word) => `${where}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it('the words a US clinic uses: no British words or calques from Russian, in the texts and the slugs', () => {
    const patterns = tableColumn('US words');
    expect(patterns).toEqual(expect.arrayContaining(['a lift', 'personal account', 'contacts', 'book a visit', 'log out']));
    const found = patterns.flatMap((pattern) => offenders(english, wholeWords(pattern)));
    expect(found).toEqual([]);
  });

  it('the patterns find what they forbid and spare the right phrases', () => {
    const hits = (text: string) => tableColumn('US words').filter((pattern) => wholeWords(pattern).test(text));
    for (const wrong of [
      'Contacts',
      'a lift',
      'book me in',
      'Log out',
      'expert-class',
      'within one working day',
      'fizzy drinks',
      'she agrees a model',
      'Go to home',
    ]) {
      expect(hits(wrong), wrong).not.toEqual([]);
    }
    for (const right of [
      'Sinus lift',
      'Contact us',
      'Sign out',
      'I agree that my review',
      'Go to the home page',
      'business day',
      'bank transfer',
    ]) {
      expect(hits(right), right).toEqual([]);
    }
  });

  it('one apostrophe, the curly ’, and “…” quotes', () => {
    expect(offenders(of('en'), /['"]/g)).toEqual([]);
  });

  it('list items start with a capital letter and end without «;» or «,»', () => {
    const items = [
      ...NEWS.flatMap((item, i) =>
        [...item.body.en.matchAll(/<li>(.*?)<\/li>/g)].map((m) => ({ where: `demo NEWS[${i}].body`, item: m[1] })),
      ),
      ...STATIC_PAGES.flatMap((page, i) =>
        [...page.body.en.matchAll(/<li>(.*?)<\/li>/g)].map((m) => ({ where: `demo STATIC_PAGES[${i}].body`, item: m[1] })),
      ),
      ...Object.entries(enSite.services).flatMap(([slug, service]) =>
        service.treats.map((item) => ({ where: `services.${slug}.treats`, item })),
      ),
      ...enSite.foreignClients.remote.points.map((item) => ({ where: 'foreignClients.remote.points', item })),
    ].map(({ where, item }) => ({ where, item: item.replace(/<[^>]+>/g, '') }));
    expect(items.length).toBeGreaterThan(40);
    expect(items.filter(({ item }) => !/^[A-Z0-9]/.test(item) || /[;,]$/.test(item)).map(({ where, item }) => `${where}: ${item}`)).toEqual(
      [],
    );
  });
});
