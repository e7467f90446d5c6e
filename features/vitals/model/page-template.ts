/**
 * What a report names: the endpoint it goes to, the four numbers, and the page's template (never its address: a
 * profile's names the client). Apart from the report's schema (./vitals-report.ts), so that the browser's reporter
 * does not carry the schema library.
 */
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
