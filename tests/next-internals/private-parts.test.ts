// @vitest-environment node
/**
 * The private parts of Next the site relies on, checked against the installed version: an upgrade that moves or
 * renames one fails here, by name, before a build ships a cache handler or a log that no longer works.
 */
import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { assertKnownNextVersion, installedNextVersion, KNOWN_NEXT_VERSIONS } from '@/lib/next-internals/known-version.mjs';

const require = createRequire(import.meta.url);

describe("Next's private parts", () => {
  it('the installed Next is a version the site knows; another one stops the build with one line', () => {
    expect(KNOWN_NEXT_VERSIONS).toContain(installedNextVersion());
    expect(() => assertKnownNextVersion('99.0.0')).toThrow(/Next 99\.0\.0 is not a version lib\/next-internals knows/);
  });

  it('the file-system cache the page cache handler extends is a class with get and set', () => {
    const cache = require('next/dist/server/lib/incremental-cache/file-system-cache.js');
    const Base = cache.default ?? cache;
    expect(typeof Base).toBe('function');
    expect(typeof Base.prototype.get).toBe('function');
    expect(typeof Base.prototype.set).toBe('function');
  });

  it('the tags manifest the Redis cache handler edits is a map of tag states', () => {
    const manifest = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
    expect(manifest.tagsManifest ?? manifest.default?.tagsManifest).toBeInstanceOf(Map);
  });

  it("the render's work store the upstream log reads its route from has getStore()", () => {
    const { workAsyncStorage } = require('next/dist/server/app-render/work-async-storage.external');
    expect(typeof workAsyncStorage.getStore).toBe('function');
  });
});
