/** What the demo clinic API does for the static pages (privacy policy, terms of use, patient rights). */
import type { Locale } from '@/lib/locales';
import type { ContractSample } from '@/mocks/lib/contract-samples';
import { fail, localeOf, ok } from '@/mocks/lib/http';
import { PUBLIC_MAX_AGE } from '@/mocks/lib/listing';
import { texts } from '@/mocks/lib/localized';
import { on } from '@/mocks/lib/route';

import { getStaticPage, staticPageSchema, type StaticPage } from '../api/calls';
import { STATIC_PAGES, type StaticPageSeed } from './data';

export function presentStaticPage(page: StaticPageSeed, locale: Locale): StaticPage {
  return { slug: page.slug, ...texts(page, locale, 'title', 'body'), updatedAt: page.updatedAt };
}

export const staticPageHandlers = [
  on(getStaticPage, ({ request, params }) => {
    const found = STATIC_PAGES.find((p) => p.slug === params.slug);
    if (!found) return fail(request, 'not_found');
    return ok(request, presentStaticPage(found, localeOf(request)), 200, PUBLIC_MAX_AGE);
  }),
];

/** The static pages the demo API serves, as the contract describes them. */
export const staticPageSamples: ContractSample[] = [
  { what: 'static page', schema: staticPageSchema, records: (locale) => STATIC_PAGES.map((page) => presentStaticPage(page, locale)) },
];
