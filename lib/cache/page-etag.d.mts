/** Types of page-etag.mjs. */
export declare function pageEtag(html: string): string;
export declare function withPageEtag<T>(data: T): T;
