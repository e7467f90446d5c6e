/** What pages and the search index read of the clinic's static pages (privacy policy, terms …) on the server. */
import 'server-only';

import { notFound } from 'next/navigation';

import { orNotFound } from '@/lib/api/not-found';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/locales';
import { SLUG_PATTERN } from '@/lib/routes';

import * as calls from '../api/calls';

/** One static page for its route: a malformed or unknown slug is the page's 404. */
export function getStaticPage(locale: Locale, slug: string): Promise<calls.StaticPage> {
  if (!SLUG_PATTERN.test(slug)) notFound();
  return orNotFound(calls.getStaticPage(serverApi(locale), slug));
}

/** Every static page the site links to, in one language (for the search index). */
export function getStaticPages(locale: Locale): Promise<calls.StaticPage[]> {
  const api = serverApi(locale);
  return Promise.all(calls.STATIC_PAGE_SLUGS.map((slug) => calls.getStaticPage(api, slug)));
}
