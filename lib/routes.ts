/**
 * The one table of the site's routes. The navigation, the sitemap, the middleware's 404 decision
 * (lib/not-found/classify.ts), its per-request pages (the search, the profile), the profile's paths in every
 * language (lib/profile-path.ts) and the CSP's document patterns all read it; tests/routes/route-table.test.ts
 * walks every page.tsx under app/ and fails when a page and this table disagree.
 * Paths are shown without the locale prefix (Armenian has none, Russian /ru, English /en).
 */

export const SERVICE_SLUGS = ['ent', 'lab', 'dentistry', 'sonography', 'rhinoplasty', 'plastic-surgery', 'maxillofacial-surgery'] as const;
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
/** The only protected route (/profile/{id}); its patterns in every language: lib/profile-path.ts. */
export const PROFILE_SEGMENT = 'profile';
export const profileRoute = (id: string | number) => `/${PROFILE_SEGMENT}/${id}`;

/** The profile id must be a positive integer (route validation). */
export const PROFILE_ID_PATTERN = /^[1-9]\d{0,17}$/;
/** Slugs of news, doctors and static pages: lowercase letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs longer than this are never looked up. */
export const SLUG_MAX_LENGTH = 100;

/** Where the slug index (lib/not-found/slug-index.ts) lists the values a route's parameter may take. */
export type SlugList = 'news' | 'doctors' | 'pages' | 'newsPages';

/** A page of the site, as its folder under app/[locale] names it (route groups left out). */
export interface PageRoute {
  /** `/news/[slug]`: static segments and `[param]`s, each param one of PARAM_RULES. */
  pattern: string;
  /** The slug index list that holds every value of the route's parameter, when there is one. */
  lookup?: SlugList;
  /** Reached only through the middleware's rewrite (the doctors filter, the 404 page): a visitor's URL there is a 404. */
  internal?: true;
  /** Rendered per request (it reads the query or the session): a nonce policy and no shared cache. */
  perRequest?: true;
}

/** How a parameter's value must look for its page to possibly exist (decided from the shape alone). */
export const PARAM_RULES: Record<string, (value: string) => boolean> = {
  slug: (value) => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value),
  service: isServiceSlug,
  page: (value) => parseNewsPage(value) !== null,
  id: (value) => PROFILE_ID_PATTERN.test(value),
  lang: (value) => /^[a-z]{2,3}$/.test(value),
};

export const PAGE_ROUTES: readonly PageRoute[] = [
  ...STATIC_ROUTES.map((route) => ({ pattern: route.path })),
  { pattern: '/doctors/[slug]', lookup: 'doctors' },
  { pattern: '/doctors/filter/[service]/[lang]', internal: true },
  { pattern: '/news/[slug]', lookup: 'news' },
  { pattern: '/news/page/[page]', lookup: 'newsPages' },
  { pattern: '/page-not-found', internal: true },
  { pattern: `/${PROFILE_SEGMENT}/[id]`, perRequest: true },
  { pattern: '/search', perRequest: true },
  { pattern: '/services/[service]' },
  { pattern: '/static-content/[slug]', lookup: 'pages' },
];

/** The localized not-found page the middleware rewrites to (never a 200 of its own). */
export const NOT_FOUND_ROUTE = '/page-not-found';

export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const paramName = (segment: string) => /^\[(\w+)\]$/.exec(segment)?.[1];

/** Static segments win over parameters, position by position, as in Next's router (`/news/page/2` before `/news/[slug]`). */
const BY_SPECIFICITY = [...PAGE_ROUTES].sort((a, b) => {
  const [x, y] = [segmentsOf(a.pattern), segmentsOf(b.pattern)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const order = Number(Boolean(paramName(x[i]))) - Number(Boolean(paramName(y[i])));
    if (order !== 0) return order;
  }
  return 0;
});

/** The page route a path without its locale prefix belongs to (whatever its parameters hold), or null. */
export function matchRoute(path: string): RouteMatch | null {
  const segments = segmentsOf(path);
  for (const route of BY_SPECIFICITY) {
    const pattern = segmentsOf(route.pattern);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const name = paramName(part);
      if (!name) return part === segments[i];
      params[name] = segments[i];
      return true;
    });
    if (fits) return { route, params };
  }
  return null;
}

/** True when every parameter of the match has a value its page could show. */
export function hasWellFormedParams({ params }: RouteMatch): boolean {
  return Object.entries(params).every(([name, value]) => PARAM_RULES[name]?.(value) ?? false);
}
