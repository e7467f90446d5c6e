/**
 * The Content-Security-Policy of a cached page, made when the page is stored: the inline scripts the site itself
 * emits are allowed by their SHA-256 hashes, so no page needs 'unsafe-inline'. The rest of the policy is the site's
 * static one (lib/security-headers.ts), handed over by next.config.ts as a template in PAGE_POLICY_TEMPLATE_ENV with
 * PAGE_POLICY_HASHES where the hashes go.
 *
 * Only scripts of the kinds the site emits are hashed, never "every inline script of the HTML": a script that
 * reached a page some other way (content that escaped the sanitiser, a forged cache entry) stays blocked.
 * - anything in the document's head: the site's own head scripts; no content is ever rendered there;
 * - Next's data and bootstrap scripts: a fixed call whose whole argument is a JSON literal;
 * - React's streaming instructions (`$RC("B:0","S:0")` and the runtime they call, `$RB=…`, `$RT=…`);
 * - the loader of after-first-paint.mjs, recognised by making it again from its own lists.
 * JSON-LD (`type="application/ld+json"`) is data, not script: it needs no hash.
 */
import { createHash } from 'node:crypto';

import { readEnv } from '../env/variables.mjs';
import { pathOfCacheKey } from '../next-internals/cache-key.mjs';
import { DATA_CALLS } from '../next-internals/page-markup.mjs';
import { reactDomServerSource } from '../next-internals/react-runtime.mjs';
import { isLoaderScript, LOADER_ID } from './after-first-paint.mjs';

/** @typedef {import('../next-internals/cache-handler-base.mjs').CacheValue} CacheValue */

export const PAGE_POLICY_TEMPLATE_ENV = /** @type {const} */ ('CLINIC_PAGE_CSP_TEMPLATE');
/** The template of the one page that may show the Google map (the contacts page): Google's hosts added. */
export const MAP_PAGE_POLICY_TEMPLATE_ENV = /** @type {const} */ ('CLINIC_MAP_PAGE_CSP_TEMPLATE');
/** The contacts page in each language (`/hy/contacts`, `/en/contacts`, …; lib/routes.ts), as its cache key names it. */
const MAP_PAGE_KEY = /^\/[a-z]{2}\/contacts$/;

/**
 * The policy template for the page stored under `key`.
 * @param {string | undefined} key
 */
export function policyTemplateFor(key) {
  const map = typeof key === 'string' && MAP_PAGE_KEY.test(pathOfCacheKey(key));
  return (map ? readEnv(MAP_PAGE_POLICY_TEMPLATE_ENV) : undefined) ?? readEnv(PAGE_POLICY_TEMPLATE_ENV);
}
export const PAGE_POLICY_HASHES = "'inline-script-hashes'";
const HEADER = 'content-security-policy';

/** Inline scripts: a <script> without src, its attributes and its text exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** Whether a script is one of Next's calls whose one argument is data (lib/next-internals/page-markup.mjs). @param {string} text */
function isDataCall(text) {
  const call = DATA_CALLS.find((prefix) => text.startsWith(prefix));
  const body = text.endsWith(';') ? text.slice(0, -1) : text;
  if (!call || !body.endsWith(')')) return false;
  try {
    JSON.parse(body.slice(call.length, -1));
    return true;
  } catch {
    return false;
  }
}

/**
 * React's streaming runtime as its server renderer writes it: definitions (`$RB=[];$RV=function…`), each a string
 * constant of react-dom's server build, followed by instruction calls with string arguments (`$RC("B:0","S:0")`).
 * The constants are read once from the react-dom Next ships, so a script passes only when it is made of them.
 */
const INSTRUCTIONS = /(?:\$R[A-Z]\((?:"(?:[^"\\]|\\.)*"|,|null|\d+)*\);?)+$/;
const JS_STRING = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g;

/** @param {string} body */
function decodeJsString(body) {
  return body.replace(/\\(u\{?[0-9a-fA-F]+\}?|x[0-9a-fA-F]{2}|.)/g, (_, /** @type {string} */ escape) => {
    if (escape[0] === 'u') return String.fromCodePoint(parseInt(escape.replace(/[u{}]/g, ''), 16));
    if (escape[0] === 'x' && escape.length === 3) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return /** @type {Record<string, string>} */ ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' })[escape] ?? escape;
  });
}

/** @type {string[] | undefined} */
let runtimePieces;
function reactRuntimePieces() {
  if (runtimePieces) return runtimePieces;
  runtimePieces = [...reactDomServerSource().matchAll(JS_STRING)]
    .map((match) => decodeJsString(match[1] ?? match[2]))
    .filter((text) => text.startsWith('$R') || text.startsWith('requestAnimationFrame(function(){$RT'))
    .sort((a, b) => b.length - a.length);
  return runtimePieces;
}

/** @param {string} text */
function isReactScript(text) {
  let rest = text.replace(INSTRUCTIONS, '');
  if (rest === '') return INSTRUCTIONS.test(text);
  const pieces = reactRuntimePieces();
  while (rest) {
    const piece = pieces.find((candidate) => rest.startsWith(candidate));
    if (!piece) return false;
    rest = rest.slice(piece.length);
  }
  return true;
}

const isData = (/** @type {string} */ attributes) => /\btype\s*=\s*"application\/(?:ld\+)?json"/i.test(attributes);

/**
 * Whether the site emits an inline script like this one (see above); `inHead` says where it stands.
 * @param {string} attributes
 * @param {string} text
 * @param {boolean} inHead
 */
export function isSiteScript(attributes, text, inHead) {
  if (inHead) return true;
  if (new RegExp(`\\bid="${LOADER_ID}"`).test(attributes)) return isLoaderScript(text);
  return isDataCall(text) || isReactScript(text);
}

/** The CSP source of one script's text: `'sha256-…'`. @param {string} text */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** @param {string} html */
export function inlineScriptHashes(html) {
  const headEnd = html.indexOf('</head>');
  const hashes = new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes, text] = match;
    if (text.length === 0 || isData(attributes)) continue;
    if (!isSiteScript(attributes, text, headEnd >= 0 && match.index < headEnd)) continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}

/**
 * @param {string} html
 * @param {string | undefined} [template]
 */
export function pagePolicy(html, template = readEnv(PAGE_POLICY_TEMPLATE_ENV)) {
  if (!template) return null;
  return template.replace(PAGE_POLICY_HASHES, inlineScriptHashes(html).join(' ') || "'none'");
}

/**
 * A cache entry of an app page with its policy among the headers it is served with (Next serves an
 * entry's stored headers with it); any other entry as it is. Idempotent.
 * @template {CacheValue | null | undefined} V
 * @param {V} data
 * @param {string} [key]
 * @returns {V}
 */
export function withPagePolicy(data, key) {
  if (!data || data.kind !== 'APP_PAGE' || data.html == null) return data;
  if (data.headers?.[HEADER]) return data;
  const policy = pagePolicy(typeof data.html === 'string' ? data.html : data.html.toString('utf8'), policyTemplateFor(key));
  return policy ? { ...data, headers: { ...data.headers, [HEADER]: policy } } : data;
}

/**
 * The same policy on the entry object Next is about to send, in place: a page rendered on a cache miss goes out
 * from the very object the cache handler is given to store, so this is how its first answer gets a policy too.
 * @template {CacheValue | null | undefined} V
 * @param {V} data
 * @param {string} [key]
 * @returns {V}
 */
export function attachPagePolicy(data, key) {
  const withPolicy = withPagePolicy(data, key);
  if (data && withPolicy !== data && withPolicy?.headers) data.headers = withPolicy.headers;
  return data;
}
