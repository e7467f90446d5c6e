// @vitest-environment node
/**
 * Pages shared through Redis are signed with CACHE_SIGNING_KEY: an entry written by anyone without the key (a forged
 * page with a script of its own) is ignored and the instance's own copy answers; a signed entry is served.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createClient } from 'redis';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { signEntry, verifiedEntry } from '@/lib/cache/entry-signature.mjs';
import RedisCacheHandler from '@/lib/cache/redis-cache-handler.mjs';
import { logger } from '@/lib/log/logger.mjs';
import { FileSystemCache } from '@/lib/next-internals/cache-handler-base.mjs';

import { redisForThisFile } from '../helpers/redis-server';

const redis = redisForThisFile();
const KEY = 'cache-signing-key-of-at-least-32-characters';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'signed-entries-'));
fs.mkdirSync(path.join(dist, 'server'));
fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'build-1');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const page = (body: string) => ({ kind: 'APP_PAGE', html: `<html><head></head><body>${body}</body></html>`, headers: {}, status: 200 });
const LOCAL = page('<p>The instance’s own copy</p>');

function handler() {
  vi.spyOn(FileSystemCache.prototype, 'get').mockResolvedValue({ lastModified: 1, value: LOCAL } as never);
  vi.spyOn(FileSystemCache.prototype, 'set').mockResolvedValue(undefined as never);
  return new RedisCacheHandler({ serverDistDir: path.join(dist, 'server') } as never);
}

describe('signatures of the entries in Redis', () => {
  it('verifies only an unchanged entry signed with the same key', () => {
    const signed = signEntry('{"a":1}', KEY);
    expect(verifiedEntry(signed, KEY)).toBe('{"a":1}');
    expect(verifiedEntry(signed, `${KEY}-other`)).toBeNull();
    expect(verifiedEntry(signed.replace('{"a":1}', '{"a":2}'), KEY)).toBeNull();
    expect(verifiedEntry('{"a":1}', KEY)).toBeNull();
  });

  it('a page written to Redis without the key is ignored; one the site stored is served', async () => {
    vi.stubEnv('CACHE_SIGNING_KEY', KEY);
    vi.stubEnv('REDIS_KEY_PREFIX', `signed-${Date.now()}`);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const forged = JSON.stringify({ lastModified: 2, value: page('<script>alert(document.cookie)</script>') });
      await client.set(`${process.env.REDIS_KEY_PREFIX}:build-1:entry:/en`, forged);
      const served = (await handler().get('/en', {} as never)) as { value: { html: string } };
      expect(served.value.html).toContain('The instance’s own copy');
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ key: '/en' }), expect.stringContaining('signature'));

      await handler().set('/en/news', page('<p>Stored by the site</p>') as never, {} as never);
      const raw = await client.get(`${process.env.REDIS_KEY_PREFIX}:build-1:entry:/en/news`);
      expect(raw).toMatch(/^v1\./);
      const shared = (await handler().get('/en/news', {} as never)) as { value: { html: string } };
      expect(shared.value.html).toContain('Stored by the site');
    } finally {
      await client.quit();
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    }
  });
});
