export declare function pathOfCacheKey(key: string): string;
