/** Types of after-first-paint.mjs (plain JavaScript: Next loads the cache handlers outside the bundle). */
export declare function afterFirstPaint(html: string, criticalCss?: string, nonce?: string): string;
export declare function isAfterFirstPaint(html: string): boolean;
export declare function deferredScriptSources(html: string): string[];
export declare function deferredStylesheets(html: string): string[];
export declare function linkedStylesheets(html: string): string[];
export declare const LOADER_ID: string;
export declare function isLoaderScript(text: string): boolean;
