/**
 * After the content webhook marks pages stale, this instance renders them again at once, before the webhook answers,
 * instead of on their next visit. Behind the proxy that next visit is the proxy's own background fetch, which would
 * get the stale page once (Next serves it while it renders the new one; the proxy does not keep it) and show the
 * change only a round of `s-maxage` later. A page whose render fails keeps its last good copy, as on any visit.
 */
import 'server-only';

import { fetchInternal } from '@/lib/http/internal-fetch';
import { DEFAULT_LOCALE } from '@/lib/locales';
import { pathOfCacheKey } from '@/lib/next-internals/cache-key.mjs';

import { pagesTagged, revalidatedSince } from './tagged-pages.mjs';

/** How long the webhook waits for the pages: a change shows within this plus the proxy's `s-maxage` (10 s). */
export const WARM_BUDGET_MS = 4000;
const PARALLEL = 4;
const RETRY_MS = 150;

/** The public path of a page's cache key: Armenian pages have no language prefix. */
export function pathOfPage(key: string): string {
  const path = pathOfCacheKey(key);
  if (path === `/${DEFAULT_LOCALE}`) return '/';
  return path.startsWith(`/${DEFAULT_LOCALE}/`) ? path.slice(DEFAULT_LOCALE.length + 1) : path;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks for the page until this instance answers it fresh (not its stale copy) or the deadline passes. */
async function renderAgain(path: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      const response = await fetchInternal(path, { headers: { 'accept-language': '' } });
      await response.body?.cancel();
      if (response.headers.get('x-nextjs-cache') !== 'STALE') return true;
    } catch {
      return false;
    }
    await sleep(RETRY_MS);
  }
  return false;
}

/**
 * Renders again every known page with one of the tags, once the cache has marked the tags stale (at or after
 * `since`: Next applies a route's revalidateTag after the route has answered); resolves with how many pages are
 * fresh within the budget.
 */
export async function warmPagesTagged(
  tags: readonly string[],
  since: number,
  budgetMs = WARM_BUDGET_MS,
): Promise<{ pages: number; fresh: number }> {
  const deadline = Date.now() + budgetMs;
  while (!revalidatedSince(tags, since)) {
    if (Date.now() >= deadline) return { pages: 0, fresh: 0 };
    await sleep(25);
  }
  const paths = pagesTagged(tags).map(pathOfPage);
  let fresh = 0;
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
      for (let path = queue.shift(); path !== undefined && Date.now() < deadline; path = queue.shift()) {
        if (await renderAgain(path, deadline)) fresh += 1;
      }
    }),
  );
  return { pages: paths.length, fresh };
}
