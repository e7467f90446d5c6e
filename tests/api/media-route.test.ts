// @vitest-environment node
/**
 * The clinic API's images through the site's own origin: which URLs a page rewrites, and what `/media/…`
 * answers for each thing the API can answer (checked against a real HTTP server standing in for the API).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { GET } from '@/app/media/[...path]/route';
import { apiMediaUrl, siteMediaUrl } from '@/lib/api/media';
import { mediaImagePatterns } from '@/lib/api/media-patterns';
import { logger } from '@/lib/log/logger.mjs';

import { standInServer } from '../helpers/stand-in-server';

const api = standInServer((request, response) => {
  const path = request.url!;
  if (path === '/media/doctors/a.svg') {
    if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304, { ETag: '"v1"' }).end();
    return response
      .writeHead(200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        ETag: '"v1"',
        'Set-Cookie': 'tracking=1',
      })
      .end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  if (path === '/media/page.html') return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>not an image</p>');
  if (path === '/media/broken.svg') return response.writeHead(500).end();
  if (path === '/media/private.svg') return response.writeHead(401).end();
  if (path === '/media/forbidden.svg') return response.writeHead(403).end();
  if (path === '/media/busy.svg') return response.writeHead(429, { 'Retry-After': '5' }).end();
  if (path === '/media/slow.svg') return; // never answers
  response.writeHead(404).end();
});
const { requests } = api;
afterEach(() => vi.unstubAllEnvs());

const get = (path: string[], headers: Record<string, string> = {}) => {
  vi.stubEnv('API_URL', api.origin);
  return GET(new Request(`http://site.test/media/${path.join('/')}`, { headers }), { params: Promise.resolve({ path }) });
};

describe('image URLs on a page', () => {
  it('point at the site for images on the API’s public origin, and are left alone elsewhere', () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://api.clinic.example');
    expect(siteMediaUrl('https://api.clinic.example/media/doctors/a.svg?v=2')).toBe('/media/doctors/a.svg?v=2');
    expect(siteMediaUrl('https://api.clinic.example/uploads/a.jpg')).toBe('https://api.clinic.example/uploads/a.jpg');
    expect(siteMediaUrl('https://cdn.example/media/a.jpg')).toBe('https://cdn.example/media/a.jpg');
    expect(siteMediaUrl('not a url')).toBe('not a url');
  });

  it('never leave the media folder on the API', () => {
    expect(apiMediaUrl(['doctors', 'a b.svg'], 'http://api.test')).toBe('http://api.test/media/doctors/a%20b.svg');
    expect(apiMediaUrl(['..', 'api', 'v1', 'profile'], 'http://api.test')).toBeNull();
    expect(apiMediaUrl(['doctors', '', 'a.svg'], 'http://api.test')).toBeNull();
    // Segments arrive decoded: %2F and %5C became a slash and a backslash.
    expect(apiMediaUrl(['doctors', '..%2F..%2Fapi'.replace(/%2F/g, '/')], 'http://api.test')).toBeNull();
    expect(apiMediaUrl(['doctors', 'a\\..\\b.svg'], 'http://api.test')).toBeNull();
    expect(apiMediaUrl(['doctors', 'a\u0000.svg'], 'http://api.test')).toBeNull();
    expect(apiMediaUrl([], 'http://api.test')).toBeNull();
  });
});

describe('GET /media/…', () => {
  it('passes an image on with its type and caching, under a policy that runs nothing, and no cookie', async () => {
    const response = await get(['doctors', 'a.svg']);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(requests.map((r) => r.url)).toEqual(['/media/doctors/a.svg']);
  });

  it('answers a conditional request with 304 when the API does', async () => {
    const response = await get(['doctors', 'a.svg'], { 'If-None-Match': '"v1"' });
    expect(response.status).toBe(304);
    expect(requests[0]!.headers['if-none-match']).toBe('"v1"');
  });

  it('answers 404 for what is missing or not an image, 502 when the API fails or is too slow, and logs each failure', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect((await get(['missing.svg'])).status).toBe(404);
    expect((await get(['page.html'])).status).toBe(404);
    expect((await get(['..', 'api'])).status).toBe(404);
    const broken = await get(['broken.svg']);
    expect(broken.status).toBe(502);
    expect(broken.headers.get('cache-control')).toBe('no-store');
    vi.stubEnv('API_TIMEOUT_MS', '200');
    vi.stubEnv('API_URL', api.origin);
    expect((await GET(new Request('http://site.test/media/slow.svg'), { params: Promise.resolve({ path: ['slow.svg'] }) })).status).toBe(
      502,
    );
    // The two failures of the API, not the visitor's 404s, each one line for the operators.
    expect(logged.mock.calls.map(([fields]) => (fields as { status: number | null }).status)).toEqual([500, null]);
    logged.mockRestore();
  });
});

describe('a refusal of the API is not a missing picture', () => {
  it('401, 403 and 429 from the API answer 502 that no cache keeps, never a public 404', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    for (const name of ['private.svg', 'forbidden.svg', 'busy.svg']) {
      const response = await get([name]);
      expect(response.status, name).toBe(502);
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
    const missing = await get(['no-such.svg']);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('public, max-age=60');
    error.mockRestore();
  });
});

describe('the image optimiser’s remote patterns', () => {
  it('allow only the API’s pictures under /media/, without a query', () => {
    expect(mediaImagePatterns('https://api.clinic.example')).toEqual([
      { protocol: 'https', hostname: 'api.clinic.example', port: '', pathname: '/media/**', search: '' },
    ]);
    expect(mediaImagePatterns(undefined)).toEqual([]);
  });
});
