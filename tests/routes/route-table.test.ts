// @vitest-environment node
/**
 * The route table (lib/routes.ts) against the pages that exist: a page under app/[locale] that the table does not
 * name would be answered 404 by the middleware, and a route the table names without a page would be a dead link in
 * the navigation or the sitemap. Both fail here, with the page's path.
 */
import fs from 'node:fs';
import path from 'node:path';

import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';

import { classifyPath, isMalformed } from '@/lib/not-found/classify';
import { PAGE_ROUTES } from '@/lib/routes';
import { config } from '@/proxy';

const APP = path.join(process.cwd(), 'app');
const LOCALE_TREE = path.join(APP, '[locale]');

/** `app/[locale]/(default)/news/[slug]/page.tsx` → `/news/[slug]` (route groups are not in the URL). */
function patternOf(file: string): string {
  const segments = path
    .relative(LOCALE_TREE, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment));
  return `/${segments.join('/')}`;
}

const pageFiles = (fs.readdirSync(LOCALE_TREE, { recursive: true }) as string[])
  .filter((file) => path.basename(file) === 'page.tsx')
  .map((file) => path.join(LOCALE_TREE, file));

/** A value of each parameter that its page could show. */
const EXAMPLES: Record<string, string> = { slug: 'some-item', service: 'ent', page: '2', id: '42', lang: 'en' };
const withExamples = (pattern: string) => pattern.replace(/\[(\w+)\]/g, (_, name: string) => EXAMPLES[name] ?? 'x');

describe('the route table', () => {
  it('names every page under app/[locale], and has a page for every route it names', () => {
    expect(pageFiles.length).toBeGreaterThan(10);
    const pages = pageFiles.map(patternOf).sort();
    expect(pages).toEqual(PAGE_ROUTES.map((route) => route.pattern).sort());
  });

  it('lets the middleware through to every page a visitor may open, in every language', () => {
    const internal = new Set(PAGE_ROUTES.filter((route) => route.internal).map((route) => route.pattern));
    for (const pattern of pageFiles.map(patternOf).filter((pattern) => !internal.has(pattern))) {
      const url = withExamples(pattern);
      for (const prefix of ['', '/ru', '/en']) {
        expect(unstable_doesMiddlewareMatch({ config, url: `${prefix}${url}` }), `${prefix}${url}`).toBe(true);
      }
      const target = classifyPath(url);
      expect(target && isMalformed(target), `${url} would be answered 404`).toBeFalsy();
    }
  });

  it('keeps every page out of the endpoints the middleware skips, and every endpoint out of the locale tree', () => {
    const endpoints = (fs.readdirSync(APP, { recursive: true }) as string[])
      .filter((file) => path.basename(file) === 'route.ts' && !file.startsWith('[locale]'))
      .map(
        (file) =>
          `/${path
            .dirname(file)
            .split(path.sep)
            .join('/')
            .replace(/\[\.\.\.\w+\]/, 'a/b')}`,
      );
    expect(endpoints.length).toBeGreaterThan(5);
    for (const url of endpoints) expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
  });
});
