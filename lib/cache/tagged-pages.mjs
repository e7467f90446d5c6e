/**
 * Which stored pages carry which cache tag (Next writes a page's tags into its entry, `x-next-cache-tags`), noted by
 * the cache handler as it reads and stores pages, so that the content webhook can have exactly the pages it just
 * made stale rendered again at once (lib/cache/warm-pages.ts). Bounded: only known pages are ever stored. Plain
 * JavaScript, shared through globalThis with the bundled webhook route.
 */
const KEY = Symbol.for('clinic-site.tagged-pages');
const REVALIDATED = Symbol.for('clinic-site.revalidated-tags');
const TAGS_HEADER = 'x-next-cache-tags';
const shared = /** @type {Record<symbol, any>} */ (globalThis);

/** @returns {Map<string, Set<string>>} */
function byTag() {
  return (shared[KEY] ??= new Map());
}

/** Notes the tags of the page stored under `key` (an app page entry's value); other entries are left out. */
/**
 * @param {string} key
 * @param {import('../next-internals/cache-handler-base.mjs').CacheValue | null | undefined} value
 */
export function notePageTags(key, value) {
  if (!value || value.kind !== 'APP_PAGE') return;
  const tags = value.headers?.[TAGS_HEADER];
  if (typeof tags !== 'string') return;
  for (const tag of tags.split(',')) {
    if (!tag) continue;
    let keys = byTag().get(tag);
    if (!keys) byTag().set(tag, (keys = new Set()));
    keys.add(key);
  }
}

/** The keys of the pages known to carry any of the tags. */
/** @param {Iterable<string>} tags */
export function pagesTagged(tags) {
  /** @type {Set<string>} */
  const keys = new Set();
  for (const tag of tags) for (const key of byTag().get(tag) ?? []) keys.add(key);
  return [...keys];
}

/** @returns {Map<string, number>} */
function revalidated() {
  return (shared[REVALIDATED] ??= new Map());
}

/** The cache handler has marked these tags stale (Next applies a route's revalidateTag after the route answers). */
/** @param {string | string[]} tags */
export function noteRevalidated(tags) {
  const now = Date.now();
  for (const tag of typeof tags === 'string' ? [tags] : tags) revalidated().set(tag, now);
}

/** Whether every tag has been marked stale at or after `since`. */
/**
 * @param {readonly string[]} tags
 * @param {number} since
 */
export function revalidatedSince(tags, since) {
  return tags.every((tag) => (revalidated().get(tag) ?? 0) >= since);
}
