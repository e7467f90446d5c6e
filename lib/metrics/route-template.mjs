/**
 * The route template of a request path, for metric labels: `/en/news/some-item` → `/[locale]/news/[slug]`, from the
 * build's own route table (`routes-manifest.json`), so a label never holds a slug, an id or a query, and the number
 * of label values is the number of routes. Armenian pages have no language prefix: they are matched as `/hy/…`.
 */
import { readEnv } from '../env/variables.mjs';
import { builtRoutes } from '../next-internals/build-output.mjs';

const LOCALES = ['hy', 'ru', 'en'];
const DEFAULT_LOCALE = 'hy';

/**
 * @param {string} [distDir]
 * @returns {(url: string | undefined) => string}
 */
export function routeTemplates(distDir = readEnv('NEXT_DIST_DIR')) {
  const routes = builtRoutes(distDir);
  const match = (/** @type {string} */ pathname) => routes.find((route) => route.regex.test(pathname))?.page;
  return (url) => {
    const pathname = (url ?? '/').split('?')[0] || '/';
    if (pathname.startsWith('/_next/static/')) return '/_next/static/[file]';
    if (pathname.startsWith('/_next/image')) return '/_next/image';
    const first = pathname.split('/')[1] ?? '';
    const direct = match(pathname);
    if (direct && (LOCALES.includes(first) || !direct.startsWith('/[locale]'))) return direct;
    const armenian = match(pathname === '/' ? `/${DEFAULT_LOCALE}` : `/${DEFAULT_LOCALE}${pathname}`);
    return armenian ?? direct ?? 'unmatched';
  };
}
