import { PAGE_POLICY_HASHES } from './cache/page-policy.mjs';
import { isProductionBuild, serverEnv, type RawEnv } from './env/server';
import { NOT_PROFILE_AREA_LOOKAHEAD } from './profile-path';

/**
 * Response headers for every page. No page allows 'unsafe-inline' scripts in production: public pages are
 * static, and each carries the hashes of its own inline scripts (Next's bootstrap and flight data), put into
 * the template below when the page is stored (lib/cache/page-policy.mjs); the profile, rendered per
 * request, gets a nonce. Only the development server, which renders every page per request, allows them.
 */
function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** How a page's own inline scripts are allowed: a per-request nonce (and fixed scripts' hashes), their hashes, or (development) any. */
type InlineScripts = { nonce: string; hashes: readonly string[] } | 'hashes' | 'any';

/**
 * @param nonce  when given (the profile, rendered per request), scripts need that nonce and
 *               'strict-dynamic'; without it, the development server's policy (every page, the map's hosts
 *               included, since the development server renders the contacts page under it too).
 * @param inlineHashes  with a nonce: the hashes of the page's fixed inline scripts, which carry no nonce
 *               (the document's head script, lib/first-tap/document-script.ts).
 */
export function contentSecurityPolicy(env?: RawEnv, nonce?: string, inlineHashes: readonly string[] = []): string {
  return nonce ? policy(env, { nonce, hashes: inlineHashes }, false) : policy(env, 'any', true);
}

/**
 * The policy of a stored page, with PAGE_POLICY_HASHES where its inline scripts' hashes go. Google's hosts (which
 * serve scripts that can be made to run other code, a known way around a policy) only with `withMap`: the contacts
 * page, the one page that may show the map.
 */
export function pagePolicyTemplate(env?: RawEnv, withMap = false): string {
  return policy(env, 'hashes', withMap);
}

function policy(source: RawEnv | undefined, inline: InlineScripts, withMap: boolean): string {
  const env = serverEnv(source);
  const isDev = !isProductionBuild(source);
  const nonce = typeof inline === 'object' ? inline.nonce : undefined;
  const hashes = typeof inline === 'object' ? inline.hashes : [];
  const api = origin(env.NEXT_PUBLIC_API_URL || env.API_URL);
  const maps =
    withMap && env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY
      ? ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com']
      : [];
  const unique = (sources: Array<string | null>) => [...new Set(sources.filter(Boolean))];
  // No third party before the visitor's choice: the phone country comes from the site's own /api/country.
  const connect = unique(["'self'", api, ...maps]);
  const images = unique(["'self'", 'data:', 'blob:', api, ...maps]);
  const scripts = nonce
    ? ["'self'", `'nonce-${nonce}'`, ...hashes, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : [])]
    : ["'self'", inline === 'hashes' ? PAGE_POLICY_HASHES : "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : []), ...maps];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}${isDev ? ' ws:' : ''}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join('; ');
}

/** Headers every response carries, files included: HTTPS only, and no content-type sniffing. */
export function transportHeaders() {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
  ];
}

/**
 * Headers only a document acts on; the Content-Security-Policy is added separately (static or per request).
 * The build's hashed files (`/_next/static/`: scripts, stylesheets, fonts) do without them: a browser ignores
 * them there, and they would weigh on every file of every page.
 */
export function documentHeaders() {
  return [
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** Not one of the build's hashed files (`/_next/static/…`): a document or anything else a route answers. */
const NOT_BUILD_FILE_LOOKAHEAD = '(?!_next/static/)';

/** A `headers()` source in next.config for every path except the build's hashed files. */
export const DOCUMENT_SOURCE_PATTERN = `/:path(${NOT_BUILD_FILE_LOOKAHEAD}.*)`;

/** A `headers()` source for every document path except the profile: those get the static policy. */
export const NON_PROFILE_DOCUMENT_SOURCE_PATTERN = `/:path(${NOT_BUILD_FILE_LOOKAHEAD}${NOT_PROFILE_AREA_LOOKAHEAD}.*)`;
