// @vitest-environment node
/**
 * The private parts of Next the site relies on, checked against the installed version: an upgrade that moves or
 * renames one fails here, by name, before a build ships a cache handler or a log that no longer works.
 */
import { describe, expect, it } from 'vitest';

import { FileSystemCache, tagsManifest } from '@/lib/next-internals/cache-handler-base.mjs';
import { assertKnownNextVersion, installedNextVersion, KNOWN_NEXT_VERSIONS } from '@/lib/next-internals/known-version.mjs';
import { reactDomServerSource } from '@/lib/next-internals/react-runtime.mjs';
import { renderRoute } from '@/lib/next-internals/render-route';

describe("Next's private parts", () => {
  it('the installed Next is a version the site knows; another one stops the build with one line', () => {
    expect(KNOWN_NEXT_VERSIONS).toContain(installedNextVersion());
    expect(() => assertKnownNextVersion('99.0.0')).toThrow(/Next 99\.0\.0 is not a version lib\/next-internals knows/);
  });

  it('the file-system cache the page cache handler extends is a class with get, set and revalidateTag', () => {
    expect(typeof FileSystemCache).toBe('function');
    for (const method of ['get', 'set', 'revalidateTag'] as const)
      expect(typeof FileSystemCache.prototype[method], method).toBe('function');
  });

  it('the tags manifest the Redis cache handler edits is a map of tag states', () => {
    expect(tagsManifest).toBeInstanceOf(Map);
  });

  it("the render's work store the API log reads its route from answers outside a render", () => {
    expect(renderRoute()).toBe('unknown');
  });

  it("React's streaming runtime is in the react-dom server build Next ships", () => {
    const source = reactDomServerSource();
    expect(source).toContain('$RC');
  });
});
