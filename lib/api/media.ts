/**
 * The clinic API's images, served from the site's own origin: a page shows `/media/<path>` where the API
 * answered `<API origin>/media/<path>`, and `app/media/[...path]/route.ts` fetches it from the API.
 * The browser then asks the page's own host for them, on a connection it already has, instead of opening one to
 * the API's host for the page's largest picture; and pages prerendered by one build show their pictures whatever
 * address the API has when the site runs.
 */
import { browserApiOrigin } from '@/lib/env/browser';

/** Where both the API and the site keep images. */
export const MEDIA_PATH_PREFIX = '/media/';

/**
 * The site's path of an image on the API's public origin (the one the browser would call), so server and
 * browser render the same `src`; any other URL as it is.
 */
export function siteMediaUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.origin !== new URL(browserApiOrigin()).origin || !parsed.pathname.startsWith(MEDIA_PATH_PREFIX)) return url;
  return parsed.pathname + parsed.search;
}

/**
 * The API's URL of one image of the site's `/media/…`, on the origin the server calls (`API_URL`); null for a
 * path that could leave the media folder: an empty or dot segment, or one that held an encoded slash or backslash
 * (`%2F`, `%5C`, which a server behind the API might read as a separator) or a control character.
 */
export function apiMediaUrl(segments: readonly string[], serverApiOrigin: string): string | null {
  const unsafe = (segment: string) => segment === '' || segment === '.' || segment === '..' || /[/\\\u0000-\u001f]/.test(segment);
  if (segments.length === 0 || segments.some(unsafe)) return null;
  return `${serverApiOrigin}${MEDIA_PATH_PREFIX}${segments.map(encodeURIComponent).join('/')}`;
}
