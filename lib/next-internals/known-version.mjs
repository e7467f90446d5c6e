/**
 * The Next versions whose private parts this site relies on (the cache handler's base class and tags manifest,
 * the render's work store, the stored pages' script markup). next.config.ts stops the build and the server on any
 * other version, with the one line that says what to check; tests/next-internals fails when an assumption breaks.
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
      `Next ${version} is not a version lib/next-internals knows (${KNOWN_NEXT_VERSIONS.join(', ')}): run tests/next-internals, then add it to KNOWN_NEXT_VERSIONS`,
    );
  }
}
