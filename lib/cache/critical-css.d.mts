/** Types of critical-css.mjs (plain JavaScript: Next loads the cache handlers outside the bundle). */
export type StylesheetReader = (href: string) => Promise<string | undefined> | string | undefined;
export declare function isBuildStylesheet(href: string): boolean;
export declare function buildStylesheetReader(serverDistDir: string | undefined): StylesheetReader;
export declare function criticalCss(html: string, readStylesheet: StylesheetReader): Promise<string>;
