/**
 * The Content-Security-Policy of a cached page, made when the page is stored: its own inline scripts
 * (Next's bootstrap and flight data) are allowed by their SHA-256 hashes, so no page needs 'unsafe-inline'.
 * The rest of the policy is the site's static one (lib/security-headers.ts), handed over by next.config.ts
 * as a template in PAGE_POLICY_TEMPLATE_ENV with PAGE_POLICY_HASHES where the hashes go.
 */
import { createHash } from 'node:crypto';

export const PAGE_POLICY_TEMPLATE_ENV = 'CLINIC_PAGE_CSP_TEMPLATE';
export const PAGE_POLICY_HASHES = "'inline-script-hashes'";
const HEADER = 'content-security-policy';

/** Inline scripts: a <script> without src, its text exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (match[1].length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function pagePolicy(html, template = process.env[PAGE_POLICY_TEMPLATE_ENV]) {
  if (!template) return null;
  return template.replace(PAGE_POLICY_HASHES, inlineScriptHashes(html).join(' ') || "'none'");
}

/**
 * A cache entry of an app page with its policy among the headers it is served with (Next serves an
 * entry's stored headers with it); any other entry as it is. Idempotent.
 */
export function withPagePolicy(data) {
  if (!data || data.kind !== 'APP_PAGE' || data.html == null) return data;
  if (data.headers?.[HEADER]) return data;
  const policy = pagePolicy(typeof data.html === 'string' ? data.html : data.html.toString('utf8'));
  return policy ? { ...data, headers: { ...data.headers, [HEADER]: policy } } : data;
}
