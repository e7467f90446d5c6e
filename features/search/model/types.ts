export const SEARCH_KINDS = ['service', 'doctor', 'news', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One page of the site as the search knows it: plain text, in one language. */
export interface SearchDocument {
  /** Unique within a language, e.g. "doctor:anna-petrosyan". */
  id: string;
  kind: SearchKind;
  title: string;
  /** The page's text without markup: what matches and what the snippet is cut from. */
  text: string;
  /** Path without the locale prefix, e.g. "/doctors/anna-petrosyan". */
  path: string;
}

export interface SearchHit {
  document: SearchDocument;
  /** The index terms this document matched (stems), for highlighting. */
  terms: string[];
}

export interface SearchOutcome {
  /** The query as it was searched (trimmed, inner spaces collapsed). */
  query: string;
  hits: SearchHit[];
  /** When the query found nothing: the nearest query the content answers, and what it finds. */
  suggestion?: { query: string; hits: SearchHit[] };
}
