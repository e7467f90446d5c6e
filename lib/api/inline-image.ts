/**
 * Small pictures of the clinic API written into the page: the page's largest picture in view, when it has at most
 * INLINE_IMAGE_MAX_BYTES, becomes a `data:` URL in the `<img>` itself (components/ui/api-image.tsx), so the browser
 * draws it with the document instead of asking for it after.
 * Below that size the request costs more than the picture: its headers are about as large, and it waits one more
 * round trip on the critical path (reports/perf-analysis.md). A photo is far larger and keeps its `/media/` URL,
 * cached by the browser across pages.
 */
import 'server-only';

import svgToMiniDataURI from 'mini-svg-data-uri';
import { cache } from 'react';

import { serverEnv } from '@/lib/env/server';
import { readCappedBody } from '@/lib/http/capped-body';

import { MEDIA_PATH_PREFIX, siteMediaUrl } from './media';
import { serverApiOrigin } from './server';

/** The largest picture written into a page, in bytes as the API sends it. */
export const INLINE_IMAGE_MAX_BYTES = 2048;

function toDataUrl(contentType: string, body: Uint8Array): string {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'image/svg+xml') return svgToMiniDataURI(new TextDecoder().decode(body));
  return `data:${type};base64,${Buffer.from(body).toString('base64')}`;
}

/**
 * The `data:` URL of one of the API's pictures when it is small enough, else null: a larger one, anything that is
 * not an image, a picture from elsewhere, or a failed request (the page then links the picture as before).
 * Once per URL in a render.
 */
export const smallImageDataUrl = cache(async (url: string): Promise<string | null> => {
  const path = siteMediaUrl(url);
  if (!path.startsWith(MEDIA_PATH_PREFIX)) return null;
  try {
    const response = await fetch(`${serverApiOrigin()}${path}`, { signal: AbortSignal.timeout(serverEnv().API_TIMEOUT_MS) });
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !contentType.startsWith('image/')) {
      await response.body?.cancel();
      return null;
    }
    const body = await readCappedBody(response, INLINE_IMAGE_MAX_BYTES);
    if (!body) {
      // Declared too large, and not read at all: let the connection go.
      if (!response.bodyUsed) await response.body?.cancel();
      return null;
    }
    return body.byteLength ? toDataUrl(contentType, body) : null;
  } catch {
    return null;
  }
});
