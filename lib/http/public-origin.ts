/**
 * The site's public origin comes from configuration (`SITE_URL`), never from the request: `Host` and
 * `X-Forwarded-Host` are written by whoever sends the request, and anything built from them can end up in
 * a cached page. Without `SITE_URL` (the demo on this machine) the origin is `http://localhost:$PORT`.
 */

import type { Env } from './forwarded';

export function publicOrigin(env: Env = process.env): string {
  const configured = env.SITE_URL?.trim();
  return configured ? new URL(configured).origin : `http://localhost:${env.PORT || 3000}`;
}

/** Loopback names a browser on this machine may use for the demo (no `SITE_URL`). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may call the site's own endpoints: the public origin; without `SITE_URL`, the
 * same port under any loopback name too, so `http://127.0.0.1:3000` works like `http://localhost:3000`.
 */
export function allowedOrigins(env: Env = process.env): string[] {
  const origin = publicOrigin(env);
  if (env.SITE_URL?.trim()) return [origin];
  const port = env.PORT || '3000';
  return LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`);
}

/** A URL of this site, made absolute on the public origin (redirects, canonical links, sitemap). */
export function onPublicOrigin(pathOrUrl: string, env: Env = process.env): string {
  const url = new URL(pathOrUrl, publicOrigin(env));
  const origin = new URL(publicOrigin(env));
  url.protocol = origin.protocol;
  url.host = origin.host;
  return url.toString();
}
