/**
 * What a visit reports about its speed (web-vitals: LCP, INP, CLS, TTFB) and how the site keeps it: nothing
 * about the visitor, only the page's template (never its address: a profile's names the client), its language
 * and the four numbers. The endpoint checks every report against this schema.
 */
import * as z from 'zod/mini';

import { LOCALES } from '@/lib/locales';

export const VITALS_ENDPOINT = '/api/vitals';

export const METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** The page templates reports are grouped by: one per kind of page, whatever its slug or id. */
export const PAGE_TEMPLATES = [
  'home',
  'about',
  'services',
  'service',
  'doctors',
  'doctor',
  'news',
  'news-item',
  'gallery',
  'reviews',
  'foreign-clients',
  'contacts',
  'content',
  'search',
  'book',
  'profile',
  'other',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

const SECTIONS: Record<string, [PageTemplate, PageTemplate]> = {
  services: ['services', 'service'],
  doctors: ['doctors', 'doctor'],
  news: ['news', 'news-item'],
};
const SINGLE: Record<string, PageTemplate> = {
  'about-us': 'about',
  gallery: 'gallery',
  reviews: 'reviews',
  'foreign-clients': 'foreign-clients',
  contacts: 'contacts',
  'static-content': 'content',
  search: 'search',
  book: 'book',
  profile: 'profile',
};

/** The template of a page's path (with or without its language prefix). */
export function pageTemplate(pathname: string): PageTemplate {
  const segments = pathname.split('/').filter(Boolean);
  if ((LOCALES as readonly string[]).includes(segments[0] ?? '')) segments.shift();
  const [first, second] = segments;
  if (first === undefined) return 'home';
  const section = SECTIONS[first];
  if (section) return second === undefined || (first === 'news' && second === 'page') ? section[0] : section[1];
  return SINGLE[first] ?? 'other';
}

/** Generous upper bounds: a value past them is a broken measurement, not a slow page. */
const MAX_MS = 120_000;
const MAX_CLS = 100;

const metricSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('CLS'), value: z.number().check(z.minimum(0), z.maximum(MAX_CLS)) }),
  z.object({ name: z.enum(['LCP', 'INP', 'TTFB']), value: z.number().check(z.minimum(0), z.maximum(MAX_MS)) }),
]);

export const vitalsReportSchema = z.strictObject({
  template: z.enum(PAGE_TEMPLATES),
  locale: z.enum(LOCALES),
  /** True on the first report of a page view: counts the visit. */
  visit: z.boolean(),
  metrics: z.array(metricSchema).check(z.minLength(1), z.maxLength(METRIC_NAMES.length)),
});
export type VitalsReport = z.infer<typeof vitalsReportSchema>;
