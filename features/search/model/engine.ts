/**
 * The site's search on MiniSearch: an inverted index with BM25 ranking, prefix and fuzzy matching,
 * ~7 kB and no dependencies, kept in the server's memory (it never ships to the browser). Terms are
 * stems (terms.ts), so word forms meet; a query's words must all match (AND), each also as a prefix
 * of a longer word. Every word is indexed a second time as written (folded, unstemmed), and a query word may match
 * either: a name typed partway is no word to stem ("petrosy" would stem to "petrosi", a prefix of nothing), but it
 * is a prefix of the written name. A query that finds nothing is answered with "did you mean": each unknown word is
 * replaced by the closest word of the content (edit distance), written as the content writes it.
 */
import MiniSearch from 'minisearch';

import { SEARCH_MAX_RESULTS, SEARCH_MIN_PREFIX_LENGTH, SEARCH_SUGGEST_FUZZINESS } from '@/features/search/model/limits';

import { foldWord, toTerm, words } from './terms';
import type { SearchDocument, SearchHit, SearchOutcome } from './types';

export interface SearchIndex {
  search(query: string): SearchOutcome;
}

const FIELDS = ['title', 'text'] as const;

function tokenize(text: string): string[] {
  return words(text);
}

/** Every written form (lower case) of every term, with how often it occurs: suggestions are words a visitor recognises. */
function writtenForms(documents: readonly SearchDocument[]): Map<string, Map<string, number>> {
  const forms = new Map<string, Map<string, number>>();
  for (const document of documents) {
    for (const word of words(`${document.title} ${document.text}`)) {
      const folded = foldWord(word);
      for (const term of new Set([toTerm(word), folded])) {
        const counts = forms.get(term) ?? new Map<string, number>();
        counts.set(folded, (counts.get(folded) ?? 0) + 1);
        forms.set(term, counts);
      }
    }
  }
  return forms;
}

/** Levenshtein distance: which of the words MiniSearch found within reach is the nearest. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** A word's stem and, when it differs, the word as written (folded): either may match a query word. */
function indexTerms(word: string): string[] | null {
  const stem = toTerm(word);
  const written = foldWord(word);
  if (!stem) return null;
  return written && written !== stem ? [stem, written] : [stem];
}

/** Every word must match (AND); a word matches by its stem or as written (OR), each also as a prefix. */
function everyWord(query: string) {
  return { combineWith: 'AND' as const, queries: words(query).map((word) => ({ combineWith: 'OR' as const, queries: [word] })) };
}

export function normalizeQuery(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim();
}

export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const byId = new Map(documents.map((document) => [document.id, document]));
  const index = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    tokenize,
    processTerm: indexTerms,
    searchOptions: {
      boost: { title: 3 },
      prefix: (term) => term.length >= SEARCH_MIN_PREFIX_LENGTH,
      combineWith: 'AND',
    },
  });
  index.addAll(documents as SearchDocument[]);
  const forms = writtenForms(documents);

  const find = (query: string): SearchHit[] =>
    index
      .search(everyWord(query))
      .slice(0, SEARCH_MAX_RESULTS)
      .flatMap((result) => {
        const document = byId.get(String(result.id));
        return document ? [{ document, terms: result.terms }] : [];
      });

  /** Each word that matches nothing becomes the nearest word of the content; undefined when none is near. */
  const suggest = (query: string): string | undefined => {
    let changed = false;
    const fixed = words(query).map((word) => {
      if (index.search(everyWord(word)).length > 0) return word;
      const stem = toTerm(word);
      const candidates = new Set(index.search(word, { prefix: false, fuzzy: SEARCH_SUGGEST_FUZZINESS }).flatMap((result) => result.terms));
      const term = [...candidates].sort((a, b) => editDistance(a, stem) - editDistance(b, stem))[0];
      // Of that term's forms, the one nearest to what was typed (стаматология → стоматология, not стоматологии).
      const typed = foldWord(word);
      const written = [...(term ? (forms.get(term) ?? []) : [])].sort(
        ([a, countA], [b, countB]) => editDistance(a, typed) - editDistance(b, typed) || countB - countA,
      )[0]?.[0];
      if (!written) return word;
      changed = true;
      return written;
    });
    return changed ? fixed.join(' ') : undefined;
  };

  return {
    search(raw) {
      const query = normalizeQuery(raw);
      if (words(query).length === 0) return { query, hits: [] };
      const hits = find(query);
      if (hits.length > 0) return { query, hits };
      const suggested = suggest(query);
      if (!suggested) return { query, hits };
      return { query, hits, suggestion: { query: suggested, hits: find(suggested) } };
    },
  };
}
