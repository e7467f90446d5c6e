export declare const PAGE_POLICY_TEMPLATE_ENV: string;
export declare const PAGE_POLICY_HASHES: string;
export declare function inlineScriptHashes(html: string): string[];
export declare function pagePolicy(html: string, template?: string): string | null;
export declare function withPagePolicy<T>(data: T): T;
