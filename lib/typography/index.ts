/**
 * The one typography step every text of the site goes through once, on the server: the interface
 * messages when they are loaded (lib/i18n/messages.ts), the site texts (lib/site-texts) and the content
 * of the clinic API (lib/api/server.ts), and the dates the site formats (lib/i18n/format.ts). Never in the
 * browser. Rules and their reasons: docs/glossary.md, "Typography".
 */
import type { Locale } from '@/lib/locales';
import { mapStrings } from '@/lib/map-strings';

import {
  abbreviationBeforeWord,
  armenianDateOrder,
  dashAfterWord,
  initials,
  monthBeforeDay,
  numberBeforeUnit,
  oneLetterWords,
  phoneNumbers,
  signBeforeNumber,
} from './rules';

export { NBSP } from './rules';

/** One text of one language with every rule applied. Idempotent. */
export function typeset(text: string, locale: Locale): string {
  let result = locale === 'hy' ? armenianDateOrder(text) : text;
  result = phoneNumbers(result);
  result = signBeforeNumber(result, locale);
  result = numberBeforeUnit(result, locale);
  result = monthBeforeDay(result, locale);
  result = abbreviationBeforeWord(result, locale);
  result = initials(result);
  if (locale === 'ru') result = oneLetterWords(dashAfterWord(result));
  return result;
}

/** Every string inside a value (plain objects and arrays walked, anything else kept), for message trees and API content. */
export function typesetAll<T>(value: T, locale: Locale): T {
  return mapStrings(value, (text) => typeset(text, locale));
}
