/** Types of page-cache-handler.mjs (plain JavaScript: Next loads it outside the bundle). */
export declare class PageCacheHandler {
  constructor(options: unknown);
  get(key: string, ctx: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<unknown>;
}
export default PageCacheHandler;
