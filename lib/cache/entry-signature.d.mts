/** Types of entry-signature.mjs. */
export declare function cacheSigningKey(env?: Record<string, string | undefined>): string | null;
export declare function signEntry(text: string, key: string): string;
export declare function verifiedEntry(raw: unknown, key: string | null): string | null;
