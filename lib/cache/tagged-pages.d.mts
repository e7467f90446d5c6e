/** Types of tagged-pages.mjs. */
export declare function notePageTags(key: string, value: unknown): void;
export declare function pagesTagged(tags: readonly string[]): string[];
export declare function noteRevalidated(tags: string | readonly string[]): void;
export declare function revalidatedSince(tags: readonly string[], since: number): boolean;
