import { describe, expect, it, vi } from 'vitest';

import { CURRENT_BUILD_ID } from '@/lib/app/build-id';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadIfRedeployed, shouldReloadForChunkError } from '@/lib/app/chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk load error reload guard', () => {
  it('recognises chunk load errors only', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });

  it('reloads at most once per 10 seconds for the same path', () => {
    const storage = memoryStorage();
    const t0 = 1_000_000;
    expect(shouldReloadForChunkError('/news', storage, t0)).toBe(true);
    expect(shouldReloadForChunkError('/news', storage, t0 + 1000)).toBe(false);
    expect(shouldReloadForChunkError('/news', storage, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForChunkError('/gallery', storage, t0 + 1000)).toBe(true);
    expect(shouldReloadForChunkError('/news', storage, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('survives corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem('chunk-reload', '{not json');
    expect(shouldReloadForChunkError('/', storage, 5)).toBe(true);
  });
});

describe('a file that did not load as the page is used', () => {
  const serving = (buildId: string | null) =>
    vi.fn(async () => (buildId ? Response.json({ buildId }) : Promise.reject(new TypeError('Failed to fetch'))));

  it('reloads the page once when the server serves a newer build, whose files replaced this one’s', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const fetchImpl = serving('newer-build');
    expect(await reloadIfRedeployed({ fetchImpl, storage, path: '/ru', reload })).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/build-id', { cache: 'no-store' });
    expect(reload).toHaveBeenCalledTimes(1);
    // Within the guard, the same path does not reload again: the caller says what happened instead.
    expect(await reloadIfRedeployed({ fetchImpl, storage, path: '/ru', reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as it is when the same build is live or the server cannot be asked (the connection)', async () => {
    const reload = vi.fn();
    expect(await reloadIfRedeployed({ fetchImpl: serving(CURRENT_BUILD_ID), storage: memoryStorage(), path: '/', reload })).toBe(false);
    expect(await reloadIfRedeployed({ fetchImpl: serving(null), storage: memoryStorage(), path: '/', reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
