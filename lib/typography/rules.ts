/**
 * The typography rules, each a pure function of one text. Only ordinary spaces are replaced, so every
 * rule is idempotent and a text can pass through them any number of times.
 */
import type { Locale } from '@/lib/locales';

import { MONTHS, MONTHS_GENITIVE, UNITS } from './units';

export const NBSP = '\u00A0';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A unit list as one alternation: `stem*` takes any letters after the stem. */
function alternation(units: readonly string[]): string {
  return [...units]
    .sort((a, b) => b.length - a.length)
    .map((unit) => (unit.endsWith('*') ? `${escape(unit.slice(0, -1))}\\p{L}*` : escape(unit)))
    .join('|');
}

/**
 * What counts as "a number" before a unit: digits (also the last of a range "30–40" or "1,5"), `15+`, and in
 * messages an ICU argument (`{seconds}`) or a plural's `#`.
 */
const NUMBER_END = '(?:\\d\\+?|#|\\})';

const numberUnitPatterns = Object.fromEntries(
  (Object.keys(UNITS) as Locale[]).map((locale) => [
    locale,
    new RegExp(`(${NUMBER_END}) (?=(?:${alternation(UNITS[locale])})(?![\\p{L}\\p{N}]))`, 'gu'),
  ]),
) as Record<Locale, RegExp>;

/** "10 мин", "2 մմ", "15 min", "2026 թ.", "22 նոյեմբերի": the number never ends a line without its unit. */
export function numberBeforeUnit(text: string, locale: Locale): string {
  return text.replace(numberUnitPatterns[locale], `$1${NBSP}`);
}

/** "Б. Оганесян", "Ա. Պետրոսյան" and "Анна К.", "Աննա Կ.": an initial stays with the name. */
export function initials(text: string): string {
  return text
    .replace(/(?<![\p{L}\p{N}])(\p{Lu}\.) (?=\p{Lu})/gu, `$1${NBSP}`)
    .replace(/(\p{Lu}\p{Ll}+) (?=\p{Lu}\.(?!\p{L}))/gu, `$1${NBSP}`);
}

/**
 * "№ 5", "ISO 9001": the sign or the standard stays with its number. Armenian writes the number sign as a Latin
 * "N" ("լիցենզիա N Ա-0123"), which keeps its number the same way.
 */
export function signBeforeNumber(text: string, locale: Locale): string {
  const signs = locale === 'hy' ? /(?<![\p{L}\p{N}])(№|§|N) (?=[\p{N}\p{Lu}])/gu : /(№|§) (?=\S)/gu;
  return text.replace(signs, `$1${NBSP}`).replace(/(?<![\p{L}])ISO (?=\p{N})/gu, `ISO${NBSP}`);
}

/** "+374 10 55 12 34": a phone number is never split across lines. */
export function phoneNumbers(text: string): string {
  return text.replace(/\+\d{1,3}(?: \d{1,4})+(?!\d)/g, (phone) => phone.replaceAll(' ', NBSP));
}

/** Russian: the dash never starts a line ("Забор анализов — каждое утро"). */
export function dashAfterWord(text: string): string {
  return text.replace(/ (?=— )/g, NBSP);
}

const HY_MONTH = MONTHS_GENITIVE.hy.join('|');
/** ICU's Armenian "22 նոյեմբերի, 2026 թ." (a comma no Armenian text uses) in the native order "2026 թ. նոյեմբերի 22". */
const HY_COMMA_DATE = new RegExp(`(?<!\\d)(\\d{1,2})[ \\u00A0](${HY_MONTH}),[ \\u00A0](\\d{4})[ \\u00A0]թ\\.`, 'gu');

export function armenianDateOrder(text: string): string {
  return text.replace(HY_COMMA_DATE, `$3${NBSP}թ. $2${NBSP}$1`);
}

/** A month written before its day stays with it: «ապրիլի 25-ին», «Հուլիսի 1-ից», "April 25", "October 31". */
const MONTH_BEFORE_DAY: Partial<Record<Locale, RegExp>> = {
  hy: new RegExp(`(?<![\\p{L}])(${HY_MONTH}) (?=\\d)`, 'giu'),
  en: new RegExp(`(?<![\\p{L}])(${MONTHS.en.join('|')}) (?=\\d)`, 'gu'),
};

export function monthBeforeDay(text: string, locale: Locale): string {
  const pattern = MONTH_BEFORE_DAY[locale];
  return pattern ? text.replace(pattern, `$1${NBSP}`) : text;
}

/** An abbreviation stays with what it names: «Թումանյան փ. 12», «էլ. փոստ», «ул. Туманяна», «пл. Республики». */
const ABBREVIATION_BEFORE_WORD: Partial<Record<Locale, RegExp>> = {
  hy: /(?<![\p{L}])(փ|էլ)\. (?=[\p{L}\p{N}])/gu,
  ru: /(?<![\p{L}])(ул|пл|пр|д|корп|стр)\. (?=[\p{L}\p{N}])/gu,
};

export function abbreviationBeforeWord(text: string, locale: Locale): string {
  const pattern = ABBREVIATION_BEFORE_WORD[locale];
  return pattern ? text.replace(pattern, `$1.${NBSP}`) : text;
}

/** Russian: a one-letter preposition or conjunction (в, к, с, у, о, и, а) never ends a line. */
export function oneLetterWords(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}\-])([вксуоиаВКСУОИА]) (?=\S)/gu, `$1${NBSP}`);
}
