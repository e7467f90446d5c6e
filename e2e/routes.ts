import { SERVICE_SLUGS, serviceRoute, STATIC_ROUTES } from '../lib/routes';

/** Known slugs of the demo API's seed content, used wherever a slug route needs a real page. */
export const KNOWN = {
  newsSlug: process.env.E2E_NEWS_SLUG || '',
  doctorSlug: process.env.E2E_DOCTOR_SLUG || '',
  staticSlug: 'privacy-policy',
};

export const LOCALE_PREFIXES = { hy: '', ru: '/ru', en: '/en' } as const;

/** Every public route of the spec without its locale prefix (slug routes with known slugs). */
export function publicRoutes(slugs: { news: string; doctor: string }): string[] {
  return [
    ...STATIC_ROUTES.map((route) => route.path),
    ...SERVICE_SLUGS.map(serviceRoute),
    `/news/${slugs.news}`,
    `/doctors/${slugs.doctor}`,
    `/static-content/${KNOWN.staticSlug}`,
  ];
}

export const withPrefix = (prefix: string, path: string) => (path === '/' ? prefix || '/' : `${prefix}${path}`);
