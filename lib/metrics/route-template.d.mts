/** Types of route-template.mjs. */
export declare function routeTemplates(distDir?: string): (url: string | undefined) => string;
