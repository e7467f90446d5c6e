import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { policyTemplateFor } from '@/lib/cache/page-policy.mjs';
import { pathOfPage } from '@/lib/cache/warm-pages';
import { pathOfCacheKey } from '@/lib/next-internals/cache-key.mjs';

const require = createRequire(import.meta.url);
const { getRouteCacheKey } = require('next/dist/server/lib/route-cache-key') as {
  getRouteCacheKey: (pathname: string, owner: { sourceRoute: string; kind: string }) => string;
};
/** A page's key exactly as the installed Next makes it for its cache handler. */
const keyOf = (pathname: string, sourceRoute = '/[locale]/(default)/contacts/page') =>
  getRouteCacheKey(pathname, { sourceRoute, kind: 'APP_PAGE' });

describe("Next's cache keys of pages", () => {
  it('name the page: its path comes back from the key Next makes', () => {
    expect(keyOf('/en/contacts')).not.toBe('/en/contacts');
    expect(pathOfCacheKey(keyOf('/en/contacts'))).toBe('/en/contacts');
    expect(pathOfCacheKey(keyOf('/hy', '/[locale]/page'))).toBe('/hy');
    expect(pathOfCacheKey('/ru/news')).toBe('/ru/news');
  });

  it('give the contacts page, and only it, the policy that allows the map', () => {
    process.env.CLINIC_PAGE_CSP_TEMPLATE = 'plain';
    process.env.CLINIC_MAP_PAGE_CSP_TEMPLATE = 'with-map';
    for (const locale of ['hy', 'ru', 'en']) expect(policyTemplateFor(keyOf(`/${locale}/contacts`))).toBe('with-map');
    expect(policyTemplateFor(keyOf('/en/news/contacts', '/[locale]/(default)/news/[slug]/page'))).toBe('plain');
  });

  it('lead the webhook to the public path of each page', () => {
    expect(pathOfPage(keyOf('/hy/news', '/[locale]/(default)/news/page'))).toBe('/news');
    expect(pathOfPage(keyOf('/hy', '/[locale]/page'))).toBe('/');
    expect(pathOfPage(keyOf('/en/news', '/[locale]/(default)/news/page'))).toBe('/en/news');
  });
});
