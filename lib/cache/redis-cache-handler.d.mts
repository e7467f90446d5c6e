/** Types of redis-cache-handler.mjs (plain JavaScript: Next loads it outside the bundle). */
import { PageCacheHandler } from './page-cache-handler.mjs';

declare class RedisCacheHandler extends PageCacheHandler {
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
}
export default RedisCacheHandler;
