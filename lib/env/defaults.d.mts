export declare const DEFAULT_SITE_PORT: number;
export declare const DEMO_API_HOST: string;
export declare const DEFAULT_DEMO_API_PORT: number;
export declare const DEMO_API_DEFAULT_URL: string;
export declare const DEFAULT_BUILD_ID: string;
