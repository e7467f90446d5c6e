import { CURRENT_BUILD_ID, fetchDeployedBuildId } from './build-id';

/** A chunk load error reloads the page at most once per 10 seconds for the same path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const STORAGE_KEY = 'chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: string; message?: string };
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(message ?? '');
}

interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether a chunk load error on `path` may reload the page: at most once per
 * CHUNK_RELOAD_GUARD_MS for the same path, so a broken deployment cannot loop.
 */
export function shouldReloadForChunkError(path: string, storage: GuardStorage, now = Date.now()): boolean {
  let last: Record<string, number> = {};
  try {
    last = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    last = {};
  }
  const previous = last[path];
  if (previous && now - previous < CHUNK_RELOAD_GUARD_MS) return false;
  last[path] = now;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(last));
  } catch {
    // storage full or blocked: reloading once is still better than a broken page
  }
  return true;
}

/**
 * After a file of the page failed to load, as the page is used (a dialog's code): when the server now serves a newer
 * build, the file went with the old one, so the page reloads (at most once per CHUNK_RELOAD_GUARD_MS for its path)
 * and the answer is true. False when the same build is live or the server cannot be asked: the connection is then the
 * likely cause, and the caller says so and offers to try again.
 */
export async function reloadIfRedeployed({
  fetchImpl = fetch,
  storage = sessionStorage,
  path = location.pathname,
  reload = () => location.reload(),
}: { fetchImpl?: typeof fetch; storage?: GuardStorage; path?: string; reload?: () => void } = {}): Promise<boolean> {
  const deployed = await fetchDeployedBuildId(fetchImpl);
  if (!deployed || deployed === CURRENT_BUILD_ID || !shouldReloadForChunkError(path, storage)) return false;
  reload();
  return true;
}
