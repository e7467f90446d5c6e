/** Images of the seed content: `/media/<path>.svg`, drawn on request. */
import { http, HttpResponse } from 'msw';

import { fail } from '@/mocks/lib/http';
import { findMedia } from '@/mocks/lib/images';

export const mediaHandlers = [
  http.get('*/media/*', ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname.replace(/^.*?\/media\//, ''));
    const asset = findMedia(path);
    if (!asset) return fail(request, 'not_found');
    return new HttpResponse(asset.render(), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  }),
];
