import { describe, expect, it } from 'vitest';

import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadForChunkError } from '@/lib/app/chunk-reload';

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
