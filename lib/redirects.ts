import { DEFAULT_LOCALE, LOCALES, ROUTE_REDIRECTS } from './config';
import { serverEnv } from './env/server';

export interface RedirectRule {
  source: string;
  destination: string;
  permanent: boolean;
}

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
