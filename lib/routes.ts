/**
 * One table of the site's routes. It drives the navigation, the sitemap and the tests.
 * Paths are shown without the locale prefix (Armenian has none, Russian /ru, English /en).
 */

export const SERVICE_SLUGS = [
  'ent',
  'lab',
  'dentistry',
  'sonography',
  'rhinoplasty',
  'plastic-surgery',
  'maxillofacial-surgery',
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}

export type LayoutName = 'intro' | 'default';

/** Keys of the fixed routes in the `Nav` and `Pages` message namespaces. */
export type RouteKey = 'home' | 'about' | 'services' | 'doctors' | 'book' | 'news' | 'gallery' | 'reviews' | 'foreignClients' | 'contacts';

export interface StaticRoute {
  key: RouteKey;
  path: string;
  layout: LayoutName;
  /** shown in the main navigation */
  inNav: boolean;
}

export const STATIC_ROUTES: readonly StaticRoute[] = [
  { key: 'home', path: '/', layout: 'intro', inNav: false },
  { key: 'about', path: '/about-us', layout: 'intro', inNav: true },
  { key: 'services', path: '/services', layout: 'default', inNav: true },
  { key: 'doctors', path: '/doctors', layout: 'default', inNav: true },
  { key: 'book', path: '/book', layout: 'default', inNav: true },
  { key: 'news', path: '/news', layout: 'default', inNav: true },
  { key: 'gallery', path: '/gallery', layout: 'default', inNav: true },
  { key: 'reviews', path: '/reviews', layout: 'default', inNav: true },
  { key: 'foreignClients', path: '/foreign-clients', layout: 'default', inNav: true },
  { key: 'contacts', path: '/contacts', layout: 'default', inNav: true },
];

export const serviceRoute = (slug: ServiceSlug) => `/services/${slug}`;
export const doctorRoute = (slug: string) => `/doctors/${slug}`;
export const newsRoute = (slug: string) => `/news/${slug}`;
/** Paths of the news list pages: page 1 is /news, the others /news/page/{n} (static, links work without JavaScript). */
export function newsPageRoute(page: number): string {
  return page <= 1 ? '/news' : `/news/page/${page}`;
}

/** A page number from the URL segment: digits only, 2 or more (page 1 lives at /news). */
export function parseNewsPage(segment: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(segment)) return null;
  return Number(segment);
}
export const staticContentRoute = (slug: string) => `/static-content/${slug}`;
export const galleryItemRoute = (id: string | number) => `/gallery?item=${id}`;
/** The only protected route (/profile/{id}); its patterns in every language: lib/profile/profile-path.ts. */
export const PROFILE_SEGMENT = 'profile';
export const profileRoute = (id: string | number) => `/${PROFILE_SEGMENT}/${id}`;

/** The profile id must be a positive integer (route validation). */
export const PROFILE_ID_PATTERN = /^[1-9]\d{0,17}$/;
/** Slugs of news, doctors and static pages: lowercase letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
