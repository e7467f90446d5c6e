import { serverEnv } from './env/server';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export interface RedirectRule {
  source: string;
  destination: string;
  permanent: boolean;
}

/**
 * Route redirects: one table. A target that starts with http(s) is absolute and is left to the
 * browser as a full page navigation; relative targets stay inside the site (locale prefix kept).
 */
export const ROUTE_REDIRECTS: readonly RedirectRule[] = [
  { source: '/about', destination: '/about-us', permanent: true },
  { source: '/contact', destination: '/contacts', permanent: true },
  { source: '/testimonials', destination: '/reviews', permanent: true },
  { source: '/services/ultrasound', destination: '/services/sonography', permanent: true },
  // News slugs renamed to US English: the old addresses keep working.
  { source: '/news/check-up-programmes', destination: '/news/check-up-programs', permanent: true },
  { source: '/news/expert-class-ultrasound', destination: '/news/high-end-ultrasound', permanent: true },
];

const isAbsolute = (destination: string) => /^https?:\/\//.test(destination);

/** The same rule for every language: unprefixed for Armenian, under /ru and /en for the others. */
function inEveryLocale({ source, destination, permanent }: RedirectRule): RedirectRule[] {
  return LOCALES.map((locale) => {
    if (locale === DEFAULT_LOCALE) return { source, destination, permanent };
    const prefix = `/${locale}`;
    return {
      source: source === '/' ? prefix : `${prefix}${source}`,
      destination: isAbsolute(destination) ? destination : `${prefix}${destination === '/' ? '' : destination}` || '/',
      permanent,
    };
  });
}

/**
 * The site's redirects (next.config.ts): the spec's route rules, and the optional root redirect from
 * configuration, each for the root of every language (`/`, `/ru`, `/en`).
 */
export function redirectRules(rootRedirect: string = serverEnv().ROOT_REDIRECT): RedirectRule[] {
  const root = rootRedirect ? inEveryLocale({ source: '/', destination: rootRedirect, permanent: false }) : [];
  return [...root, ...ROUTE_REDIRECTS.flatMap(inEveryLocale)];
}
