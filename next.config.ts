import { execSync } from 'node:child_process';
import path from 'node:path';

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { mediaImagePatterns } from './lib/api/media-patterns';
import { MAP_PAGE_POLICY_TEMPLATE_ENV, PAGE_POLICY_TEMPLATE_ENV } from './lib/cache/page-policy.mjs';
import { DEFAULT_BUILD_ID } from './lib/env/defaults.mjs';
import { assertServerEnv, isProductionBuild } from './lib/env/server';
import { assertKnownNextVersion } from './lib/next-internals/known-version.mjs';
import { precompiledFormatterAlias } from './lib/next-internals/message-formatter.mjs';
import { redirectRules } from './lib/redirects';
import {
  contentSecurityPolicy,
  DOCUMENT_SOURCE_PATTERN,
  documentHeaders,
  NON_PROFILE_DOCUMENT_SOURCE_PATTERN,
  pagePolicyTemplate,
  transportHeaders,
} from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** A Next version whose private parts the site has not been checked against stops the build and the server. */
assertKnownNextVersion();

/** The whole environment, checked once when a build or a server starts: a bad value stops it with one line. */
const env = assertServerEnv();

/** One id per build, shared by every build worker (the runner sets BUILD_ID once); the git commit otherwise. */
function resolveBuildId(): string {
  if (env.BUILD_ID) return env.BUILD_ID;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return DEFAULT_BUILD_ID;
  }
}
const buildId = resolveBuildId();

function apiImagePatterns(): NonNullable<NextConfig['images']>['remotePatterns'] {
  return mediaImagePatterns(env.NEXT_PUBLIC_API_URL || env.API_URL);
}

/**
 * With REDIS_URL, the ISR and fetch cache and its tags are shared by every instance through Redis
 * (read when `next start` loads this file, so one build serves both ways); without it, Next's own on disk.
 * Both store each page with the Content-Security-Policy of its own inline scripts (lib/cache/page-policy.mjs),
 * built from the template handed over here.
 */
const isDev = !isProductionBuild();
// Handed to the cache handler, which Next loads outside the bundle (plain JavaScript, lib/cache/page-policy.mjs).
process.env[PAGE_POLICY_TEMPLATE_ENV] = pagePolicyTemplate();
process.env[MAP_PAGE_POLICY_TEMPLATE_ENV] = pagePolicyTemplate(undefined, true);
const pageCache: Partial<NextConfig> = isDev
  ? {}
  : { cacheHandler: path.join(process.cwd(), `lib/cache/${env.REDIS_URL ? 'redis' : 'page'}-cache-handler.mjs`) };

const nextConfig: NextConfig = {
  ...pageCache,
  // Pages format precompiled messages without use-intl's ICU parser (lib/next-internals/message-formatter.mjs).
  turbopack: { resolveAlias: precompiledFormatterAlias(process.cwd()) },
  poweredByHeader: false,
  // A stored page carries an ETag made once by the cache handler (lib/cache/page-etag.mjs) instead of one Next
  // hashes from the whole document on every response (docs/decisions/build-settings.md).
  generateEtags: false,
  distDir: env.NEXT_DIST_DIR,
  reactStrictMode: true,
  // Unmatched paths render app/global-not-found.tsx as a whole document, so their 404 page is in the HTML.
  // Cached API answers belong to one build: a new build never prerenders from the previous one's data cache.
  // CSS: a few larger shared stylesheets instead of many small ones: every request before the first paint delays
  // it (docs/decisions/build-settings.md).
  experimental: {
    globalNotFound: true,
    fetchCacheKeyPrefix: buildId,
    cssChunking: { type: 'graph', requestCost: 10_000_000 },
  },
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  images: { remotePatterns: apiImagePatterns(), formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [
      { source: '/:path*', headers: transportHeaders() },
      { source: DOCUMENT_SOURCE_PATTERN, headers: documentHeaders() },
      // In production, stored pages carry the policy of their own inline scripts (the cache handler) and the
      // profile a per-request nonce policy (the middleware); the development server renders every page anew.
      ...(isDev
        ? [{ source: NON_PROFILE_DOCUMENT_SOURCE_PATTERN, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy() }] }]
        : []),
    ];
  },
  async redirects() {
    return redirectRules();
  },
};

export default withNextIntl(nextConfig);
