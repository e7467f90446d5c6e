/**
 * The site's public origin comes from configuration (`SITE_URL`), never from the request: `Host` and
 * `X-Forwarded-Host` are written by whoever sends the request, and anything built from them can end up in
 * a cached page. Without `SITE_URL` (the demo on this machine) the origin is `http://localhost:$PORT`.
 */

import { serverEnv, type RawEnv as Env } from '@/lib/env/server';

export function publicOrigin(env?: Env): string {
  const { SITE_URL, PORT } = serverEnv(env);
  return SITE_URL ? new URL(SITE_URL).origin : `http://localhost:${PORT}`;
}

/** Loopback names a browser on this machine may use for the demo (no `SITE_URL`). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may call the site's own endpoints: the public origin; without `SITE_URL`, the
 * same port under any loopback name too, so `http://127.0.0.1:3000` works like `http://localhost:3000`.
 */
export function allowedOrigins(env?: Env): string[] {
  const origin = publicOrigin(env);
  const { SITE_URL, PORT } = serverEnv(env);
  if (SITE_URL) return [origin];
  return LOOPBACK_HOSTS.map((host) => `http://${host}:${PORT}`);
}

/** A URL of this site, made absolute on the public origin (redirects, canonical links, sitemap). */
export function onPublicOrigin(pathOrUrl: string, env?: Env): string {
  const url = new URL(pathOrUrl, publicOrigin(env));
  const origin = new URL(publicOrigin(env));
  url.protocol = origin.protocol;
  url.host = origin.host;
  return url.toString();
}
