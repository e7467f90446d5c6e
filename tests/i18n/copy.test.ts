import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { SERVICE_TITLES } from '@/features/services/demo/data';
import en from '@/messages/en.json';
import hy from '@/messages/hy.json';
import ru from '@/messages/ru.json';

/**
 * Copy checks over every text source of the site: the interface messages, the site texts (wherever they
 * live: lib/, content/, app/, components/…) and the demo content served by the demo API (mocks/). The
 * rejected variants come from the table at the end of docs/glossary.md, the one list a writer edits.
 */

const ROOT = path.resolve(__dirname, '../..');
/** Every top-level folder of the project except tooling, tests, docs and build output: a new home of texts is scanned too. */
const NOT_TEXT_SOURCES = new Set([
  ...['node_modules', 'tests', 'e2e', 'docs', 'reports', 'scripts', 'public', 'styles'],
  ...['test-results', 'playwright-report', 'coverage'],
]);
const SOURCE_DIRS = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !NOT_TEXT_SOURCES.has(entry.name))
  .map((entry) => entry.name);
const SOURCE_FILE = /\.(json|ts|tsx|mdx?|ya?ml)$/;

interface Source {
  file: string;
  text: string;
}

function sources(): Source[] {
  return SOURCE_DIRS.flatMap((dir) =>
    (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
      .filter((file) => SOURCE_FILE.test(file))
      .map((file) => path.join(dir, file))
      .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') })),
  );
}

/** Every `code` span in the first column of the glossary's "Rejected variants" table (`\|` is a pipe inside a cell). */
function rejectedVariants(glossary: string): string[] {
  const section = glossary.split(/^## Rejected variants$/m)[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split(/(?<!\\)\|/)[1].matchAll(/`([^`]+)`/g)].map((m) => m[1].replaceAll('\\|', '|')));
}

const LETTER_OR_DIGIT = '[\\p{L}\\p{N}]';
/** `\b` of a glossary pattern: a boundary between a letter or digit and anything else, in any alphabet (JavaScript's `\b` knows only Latin). */
const UNICODE_BOUNDARY = `(?:(?<!${LETTER_OR_DIGIT})(?=${LETTER_OR_DIGIT})|(?<=${LETTER_OR_DIGIT})(?!${LETTER_OR_DIGIT}))`;

/** Where a variant occurs in a text: a plain span as it is written, a `/…/` span as a regular expression. */
function findVariant(text: string, variant: string): number {
  if (!(variant.length > 2 && variant.startsWith('/') && variant.endsWith('/'))) return text.indexOf(variant);
  return text.search(new RegExp(variant.slice(1, -1).replaceAll('\\b', UNICODE_BOUNDARY), 'u'));
}

const ARMENIAN_LETTER = '\u0561-\u0587\u0531-\u0556';
/**
 * A word ending in the article -ը, a space, and a word (quoted or not) that starts with a vowel letter (ա ե է ը ի ո օ, or ու):
 * the article must then be -ն. A word starting with և is not counted (see docs/glossary.md).
 */
const ARTICLE_BEFORE_VOWEL = new RegExp(`[${ARMENIAN_LETTER}]ը +«?[աեէըիոօԱԵԷԸԻՈՕ][${ARMENIAN_LETTER}]*`, 'g');

/**
 * Places where -ը before a vowel is right, each with the reason. Empty today: add "phrase: why" only when
 * the first word carries the logical stress (the Language Committee allows «Քո՛ւյրը ասաց»).
 */
const ARTICLE_EXCEPTIONS: Record<string, string> = {};

function articleBreaks(text: string): string[] {
  return [...text.matchAll(ARTICLE_BEFORE_VOWEL)]
    .map((m) => text.slice(Math.max(0, text.lastIndexOf(' ', m.index - 1) + 1), m.index + m[0].length))
    .filter((phrase) => !Object.keys(ARTICLE_EXCEPTIONS).some((allowed) => phrase.includes(allowed)));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

describe('Armenian article rule', () => {
  it('finds -ը before a vowel-initial word, ու included', () => {
    expect(articleBreaks('Անահիտ Պետրոսյանը ընդունում է')).toEqual(['Պետրոսյանը ընդունում']);
    expect(articleBreaks('Մի՛ փոխանցեք կոդը այլ անձանց։')).toEqual(['կոդը այլ']);
    expect(articleBreaks('Բժիշկը ուսումնասիրում է')).toEqual(['Բժիշկը ուսումնասիրում']);
    expect(articleBreaks('«Արևիկ» կլինիկան Օհանյան')).toEqual([]);
    expect(articleBreaks('Պացիենտը Օրբելու փողոցում')).toEqual(['Պացիենտը Օրբելու']);
    expect(articleBreaks('պացիենտները «Արևիկ» կլինիկայի')).toEqual(['պացիենտները «Արևիկ']);
  });

  it('accepts -ն before a vowel, -ը before a consonant, and -ը before և', () => {
    expect(articleBreaks('Պետրոսյանն ընդունում է, կոդն այլ անձանց, մեծ մասն աշխատանքի')).toEqual([]);
    expect(articleBreaks('Բժիշկը կզանգի, իսկ արդյունքը՝ PDF-ով')).toEqual([]);
    expect(articleBreaks('Եզրակացությունը և պատկերները')).toEqual([]);
  });

  it('holds in every text source', () => {
    const breaks = sources().flatMap(({ file, text }) =>
      articleBreaks(text).map((phrase) => `${file}:${lineOf(text, text.indexOf(phrase))} ${phrase}`),
    );
    expect(breaks).toEqual([]);
  });
});

/** The demo clinic's records: each feature's demo/ folder, and the shared plumbing in mocks/. */
const isDemoData = (file: string) => file.startsWith('mocks/') || /^features\/[^/]+\/demo\//.test(file);

describe('glossary', () => {
  const glossary = readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8');
  const rejected = rejectedVariants(glossary);

  it('lists rejected variants in hy, ru and en', () => {
    expect(rejected).toEqual(expect.arrayContaining(['Арэвик', 'նստաշրջան', 'Ուպս', 'Visa and letters', 'ձայնագր']));
  });

  it('covers the messages, the site texts and the demo content', () => {
    const scanned = sources();
    const files = scanned.map((s) => s.file);
    expect(files).toEqual(expect.arrayContaining(['messages/hy.json', 'messages/ru.json', 'messages/en.json']));
    // The site texts (service pages, about, directions) and the demo news, wherever they live.
    const holding = (phrase: string) => scanned.filter((s) => s.text.includes(phrase)).map((s) => s.file);
    expect(holding('Սեպտոպլաստիկա').filter((f) => !isDemoData(f))).not.toEqual([]);
    expect(holding('Септопластика').filter((f) => !isDemoData(f))).not.toEqual([]);
    expect(holding('Լսողության ստուգման շաբաթ').filter(isDemoData)).not.toEqual([]);
  });

  it('no text source uses a rejected variant', () => {
    const found = sources().flatMap(({ file, text }) =>
      rejected
        .map((variant) => ({ variant, at: findVariant(text, variant) }))
        .filter(({ at }) => at >= 0)
        .map(({ variant, at }) => `${file}:${lineOf(text, at)} ${variant}`),
    );
    expect(found).toEqual([]);
  });

  it('a pattern forbids the variant and spares the correct phrases that share its letters', () => {
    const hits = (text: string) => rejected.filter((variant) => findVariant(text, variant) >= 0);
    for (const wrong of [
      'հիվանդասենյակ, ոչ պալատում',
      'անցկացնում է խորհրդատվություն',
      'կարող եք անցնել հետազոտություն',
      'կրում են տեղեկատվական բնույթ',
      'Следующее',
      'Չհաջողվեց ավարտել նիստը',
      'Կրկնակի ռինոպլաստիկա',
      'Ակցիան գործում է',
      'Абрамян',
    ]) {
      expect(hits(wrong), wrong).not.toEqual([]);
    }
    for (const right of [
      'պալատական երաժշտություն',
      'լավ ժամանակ անցկացնել',
      'կարող եք անցնել հաջորդ քայլին',
      'ակնոց է կրում',
      'Следующее занятие',
      'կրկնակի կարծիք',
      'Абраамян',
      'from the age of fifty',
    ]) {
      expect(hits(right), right).toEqual([]);
    }
  });
});

describe('one name per department', () => {
  it('the demo records name each department as the menu does, in hy, ru and en', () => {
    for (const [locale, messages] of Object.entries({ hy, ru, en })) {
      const inRecords = Object.fromEntries(Object.entries(SERVICE_TITLES).map(([slug, title]) => [slug, title[locale as 'hy']]));
      expect(inRecords, locale).toEqual(messages.Services);
    }
  });
});
