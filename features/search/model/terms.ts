/**
 * How words become index terms, the same for the documents and the query: lower case, Russian ё as е,
 * then the Snowball stem of the word's own script (Armenian, Russian or English), so «ատամնաբույժների»
 * and «ատամնաբույժ», «стоматологом» and «стоматолог», "dentists" and "dentist" meet. The script decides
 * the stemmer, not the page's language: a Latin word on a Russian page is stemmed as English.
 */
import { stemmer as armenianStem } from '@orama/stemmers/armenian';
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as russianStem } from '@orama/stemmers/russian';

/** Letters and digits of any script; the Armenian ligature և is a letter too. */
export const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

const ARMENIAN = /[\u0531-\u058f]/;
const CYRILLIC = /[\u0400-\u04ff]/;
const LATIN = /[a-z]/;

/** Lower case and the spellings a visitor may type either way (ё/е, the ligature և/եւ). */
export function foldWord(word: string): string {
  return word.toLowerCase().replace(/ё/g, 'е').replace(/և/g, 'եւ');
}

/**
 * The Snowball stemmer takes one suffix at a time and leaves some forms apart: nouns in -ա take a glide
 * before case endings (ռինոպլաստիկա → ռինոպլաստ, but ռինոպլաստիկայի → ռինոպլաստիկայ), and some plurals
 * keep -ներ (բժիշկներ). So it runs until the stem stops changing (at most 3 rounds), dropping a left-over
 * -այ / -ա and the plural -ներ each round; documents and queries go through the same steps, so forms meet.
 */
function armenianTerm(folded: string): string {
  let term = folded;
  for (let round = 0; round < 3; round++) {
    const next = armenianStem(term)
      .replace(/(.{3,})այ?$/u, '$1')
      .replace(/(.{3,})ներ$/u, '$1');
    if (next === term) break;
    term = next;
  }
  return term;
}

export function stemWord(folded: string): string {
  if (folded.length < 3) return folded;
  if (ARMENIAN.test(folded)) return armenianTerm(folded);
  if (CYRILLIC.test(folded)) return russianStem(folded);
  if (LATIN.test(folded)) return englishStem(folded);
  return folded;
}

/** One word → its index term. */
export function toTerm(word: string): string {
  return stemWord(foldWord(word));
}

export function words(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}
