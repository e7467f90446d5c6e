// @vitest-environment node
/**
 * Small pictures written into the page (lib/api/inline-image.ts): which of the API's answers become a `data:` URL,
 * checked against a real HTTP server standing in for the API, and what the server component renders for each.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ApiImage from '@/components/ui/api-image';
import { INLINE_IMAGE_MAX_BYTES, smallImageDataUrl } from '@/lib/api/inline-image';

import { standInServer } from '../helpers/stand-in-server';

const SMALL_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#0b6e69"/></svg>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const LARGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(INLINE_IMAGE_MAX_BYTES)}</desc></svg>`;

let largeBodyAborted = false;
const api = standInServer((request, response) => {
  switch (request.url) {
    case '/media/small.svg':
      return response.writeHead(200, { 'Content-Type': 'image/svg+xml; charset=utf-8' }).end(SMALL_SVG);
    case '/media/edge.svg':
      return response.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(SMALL_SVG.padEnd(INLINE_IMAGE_MAX_BYTES, ' '));
    case '/media/dot.png':
      return response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    case '/media/photo.svg':
      return response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': Buffer.byteLength(LARGE_SVG) }).end(LARGE_SVG);
    case '/media/streamed.svg': {
      // No Content-Length: the size shows only while reading. The first chunk already passes the limit; the rest never comes.
      response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      response.write(LARGE_SVG);
      response.on('close', () => (largeBodyAborted = !response.writableEnded));
      return;
    }
    case '/media/page.html':
      return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>hi</p>');
    case '/media/slow.svg':
      return; // never answers
    default:
      return response.writeHead(404).end();
  }
});
const requested = () => api.requests.map((request) => request.url);
afterEach(() => vi.unstubAllEnvs());

function onApi(path: string) {
  vi.stubEnv('API_URL', api.origin);
  vi.stubEnv('NEXT_PUBLIC_API_URL', api.origin);
  return `${api.origin}${path}`;
}

describe('a picture of the clinic API', () => {
  it('of at most the limit is a data URL of its own bytes', async () => {
    const svg = await smallImageDataUrl(onApi('/media/small.svg'));
    expect(svg).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(svg!.slice('data:image/svg+xml,'.length)).replaceAll("'", '"')).toBe(SMALL_SVG);
    expect(await smallImageDataUrl(onApi('/media/edge.svg'))).toMatch(/^data:image\/svg\+xml,/);
    expect(await smallImageDataUrl(onApi('/media/dot.png'))).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  });

  it('larger than the limit keeps its URL, and the rest of its body is not read', async () => {
    expect(await smallImageDataUrl(onApi('/media/photo.svg'))).toBeNull();
    expect(await smallImageDataUrl(onApi('/media/streamed.svg'))).toBeNull();
    await vi.waitFor(() => expect(largeBodyAborted).toBe(true));
  });

  it('is not inlined when the answer is not an image, is missing or does not come in time', async () => {
    vi.stubEnv('API_TIMEOUT_MS', '300');
    expect(await smallImageDataUrl(onApi('/media/page.html'))).toBeNull();
    expect(await smallImageDataUrl(onApi('/media/gone.svg'))).toBeNull();
    expect(await smallImageDataUrl(onApi('/media/slow.svg'))).toBeNull();
  });

  it('from another host, or outside the media folder, is never fetched', async () => {
    onApi('');
    expect(await smallImageDataUrl('https://cdn.example/media/small.svg')).toBeNull();
    expect(await smallImageDataUrl(`${api.origin}/api/v1/clients/me/`)).toBeNull();
    expect(requested()).toEqual([]);
  });
});

describe('the image of a server component', () => {
  const image = (path: string) => ({ url: onApi(path), width: 400, height: 300, alt: 'Reception' });

  it('writes a small picture into the page, with no preload of it', async () => {
    const html = renderToStaticMarkup(await ApiImage({ image: image('/media/small.svg'), sizes: '100vw', priority: true }));
    expect(html).toMatch(/<img [^>]*src="data:image\/svg\+xml,[^"]+"/);
    expect(html).toContain('alt="Reception"');
    expect(html).toContain('width="400"');
    expect(html).not.toContain('rel="preload"');
  });

  it('links a small one that is not the page’s largest: it loads lazily, after the first paint', async () => {
    const html = renderToStaticMarkup(await ApiImage({ image: image('/media/small.svg'), sizes: '100vw' }));
    expect(html).toMatch(/<img [^>]*src="\/media\/small\.svg"/);
    expect(html).toContain('loading="lazy"');
    expect(requested()).toEqual([]);
  });

  it('links a larger one from the site’s own origin, preloaded when it is the page’s largest', async () => {
    const html = renderToStaticMarkup(await ApiImage({ image: image('/media/photo.svg'), sizes: '100vw', priority: true }));
    expect(html).toMatch(/<img [^>]*src="\/media\/photo\.svg"/);
    expect(html).toMatch(/<link rel="preload" [^>]*href="\/media\/photo\.svg"/);
  });
});
