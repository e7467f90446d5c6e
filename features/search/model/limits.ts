/** Site search: results per page, the shortest word also matched as a prefix, and how far "did you mean" looks (share of the word's length). */
export const SEARCH_MAX_RESULTS = 30;
export const SEARCH_MIN_PREFIX_LENGTH = 3;
export const SEARCH_SUGGEST_FUZZINESS = 0.34;
/** A query longer than this is cut (the search box says so with maxlength). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Characters of text shown around the first match of a result. */
export const SEARCH_SNIPPET_LENGTH = 220;
