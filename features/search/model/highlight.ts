/**
 * What a result shows: pieces of text with the matched words marked. A word is marked when its index
 * term is one the document matched, so «ատամնաբույժների» is marked for the query «ատամնաբույժ» and
 * "Dentistry" for "dent". Pieces are plain strings: the page renders them as text inside <mark>, never as HTML.
 */
import { SEARCH_SNIPPET_LENGTH } from '@/features/search/model/limits';

import { foldWord, toTerm, WORD_PATTERN } from './terms';

const matches = (word: string, wanted: ReadonlySet<string>) => wanted.has(toTerm(word)) || wanted.has(foldWord(word));

export interface TextPiece {
  text: string;
  match: boolean;
}

export function highlight(text: string, terms: readonly string[]): TextPiece[] {
  const wanted = new Set(terms);
  const pieces: TextPiece[] = [];
  let last = 0;
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const previous = pieces.at(-1);
    if (previous && previous.match === match && !match) previous.text += piece;
    else pieces.push({ text: piece, match });
  };
  for (const found of text.matchAll(WORD_PATTERN)) {
    if (!matches(found[0], wanted)) continue;
    push(text.slice(last, found.index), false);
    push(found[0], true);
    last = found.index + found[0].length;
  }
  push(text.slice(last), false);
  return pieces;
}

/** About `length` characters around the first matched word, cut at spaces, with … where text is left out. */
export function snippet(text: string, terms: readonly string[], length = SEARCH_SNIPPET_LENGTH): string {
  if (text.length <= length) return text;
  const wanted = new Set(terms);
  let first = 0;
  for (const found of text.matchAll(WORD_PATTERN)) {
    if (matches(found[0], wanted)) {
      first = found.index;
      break;
    }
  }
  let start = Math.max(0, Math.min(first - Math.floor(length / 4), text.length - length));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
