/**
 * The site's own session endpoints inside the tests: an msw handler that runs the real route
 * handlers (features/auth/server/session-routes.ts) with a cookie jar standing in for the browser's, so that the
 * HttpOnly refresh cookie never reaches document.cookie (only the script-readable hint does, as in
 * a browser).
 */
import { http } from 'msw';
import { NextRequest } from 'next/server';

import { SESSION_HINT_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import { endSession, obtainSession, refreshSession } from '@/features/auth/server/session-routes';

const ROUTES = { obtain: obtainSession, refresh: refreshSession, logout: endSession } as const;

export function siteSession() {
  const jar = new Map<string, string>();
  const calls: string[] = [];
  const handler = http.post('*/session/:action', async ({ request, params }) => {
    const action = String(params.action) as keyof typeof ROUTES;
    calls.push(action);
    const headers = new Headers(request.headers);
    headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    headers.set('origin', new URL(request.url).origin);
    const next = new NextRequest(request.url, { method: 'POST', headers, body: await request.text() });
    const response = await ROUTES[action](next);
    for (const cookie of response.cookies.getAll()) {
      const gone = cookie.maxAge === 0 || (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());
      if (gone) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
      if (cookie.name === SESSION_HINT_COOKIE_NAME) {
        document.cookie = gone ? `${cookie.name}=; path=/; max-age=0` : `${cookie.name}=${cookie.value}; path=/`;
      }
    }
    return new Response(await response.text(), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  });
  return { handler, jar, calls };
}
