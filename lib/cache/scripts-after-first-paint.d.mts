/** Types of scripts-after-first-paint.mjs (plain JavaScript: Next loads the cache handlers outside the bundle). */
export declare function scriptsAfterFirstPaint(html: string): string;
export declare function deferredScriptSources(html: string): string[];
export declare function withScriptsAfterFirstPaint<T>(data: T): T;
export declare const LOADER_ID: string;
