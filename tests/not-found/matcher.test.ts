// @vitest-environment node
/**
 * Which paths the middleware sees. It must see every path a visitor can make up (with or without a dot, under
 * any first segment), so an unknown one gets the 404 page instead of a render that could become a cache entry;
 * and it must skip the site's own endpoints and files, which it would otherwise rewrite into the locale tree.
 */
import fs from 'node:fs';
import path from 'node:path';

import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';

import { config } from '@/proxy';

const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('the middleware matcher', () => {
  it.each([
    '/',
    '/en',
    '/ru/news/some-item',
    '/a1.b',
    '/en/a2.b',
    '/en/news/zzz.2',
    '/en/doctors/x.y',
    '/ru/static-content/page.html',
    '/apiX',
    '/apiX/deep/path',
    '/api',
    '/_nextX',
    '/build-idX',
    '/sessionX',
    '/mediaX',
    '/en/media/doctors/x.svg',
    '/healthzX',
    '/favicon.ico',
    '/en/icon.svg',
    '/robots.txt.bak',
  ])('sees %s', (url) => {
    expect(matches(url)).toBe(true);
  });

  it.each([
    '/api/revalidate',
    '/api/slug-index',
    '/session/obtain',
    '/session/refresh',
    '/session/logout',
    '/media/doctors/anahit-petrosyan.svg',
    '/_next/static/chunks/app.js',
    '/_next/image',
    '/build-id',
    '/healthz',
    '/readyz',
    '/messages/en/sign-in.json',
    '/robots.txt',
    '/sitemap.xml',
  ])('skips the endpoint %s', (url) => {
    expect(matches(url)).toBe(false);
  });

  it('skips every file in public/', () => {
    const files = fs
      .readdirSync(path.join(process.cwd(), 'public'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const url = `/${path.relative(path.join(process.cwd(), 'public'), path.join(file.parentPath, file.name)).split(path.sep).join('/')}`;
      expect(matches(url), url).toBe(false);
    }
  });
});
