/**
 * The Next versions whose private parts this site relies on. lib/next-internals is the only code that knows them:
 * - cache-handler-base.mjs: the file-system cache the page cache handler extends, and the tags manifest it edits;
 * - cache-key.mjs: how a page's cache key names its path;
 * - page-markup.mjs, react-runtime.mjs: the chunk, stylesheet and inline-script markup the stored pages are
 *   rewritten and hashed by;
 * - build-output.mjs: where a build keeps its id, static files and route table;
 * - render-route.ts: the route of the render under way (Next's work store);
 * - message-formatter.mjs: use-intl's formatter for precompiled messages.
 * next.config.ts stops the build and the server on any other version, with the one line that says what to check;
 * tests/next-internals and e2e/next-markup.spec.ts fail when an assumption breaks.
 */
import { createRequire } from 'node:module';

export const KNOWN_NEXT_VERSIONS = ['16.4.6'];

/** @returns {string} */
export function installedNextVersion() {
  return createRequire(import.meta.url)('next/package.json').version;
}

/** @param {string} [version] */
export function assertKnownNextVersion(version = installedNextVersion()) {
  if (!KNOWN_NEXT_VERSIONS.includes(version)) {
    throw new Error(
      `Next ${version} is not a version lib/next-internals knows (${KNOWN_NEXT_VERSIONS.join(', ')}): run tests/next-internals and e2e/next-markup.spec.ts, then add it to KNOWN_NEXT_VERSIONS`,
    );
  }
}
