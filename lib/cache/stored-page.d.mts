/** Types of stored-page.mjs. */
export declare function storedPage<T>(data: T): T;
