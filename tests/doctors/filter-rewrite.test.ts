// @vitest-environment node
import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';

import { doctorsFilterRewrite } from '@/features/doctors/server/filter-rewrite';
import { routing } from '@/lib/i18n/routing';

const intl = createIntlMiddleware(routing);
const ORIGIN = 'http://localhost:3000';

/** What the middleware answers: the locale middleware first, then the filter (as proxy.ts does). */
function route(path: string, headers: Record<string, string> = {}) {
  const request = new NextRequest(new URL(path, ORIGIN), { headers: { 'accept-language': 'hy', ...headers } });
  return doctorsFilterRewrite(request, intl(request) ?? NextResponse.next());
}
const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? target.replace(ORIGIN, '') : null;
};

describe('the doctors filter in the middleware', () => {
  it('serves a filtered list from its prerendered variant, in every language', () => {
    expect(rewrittenTo(route('/doctors?service=ent&lang=en'))).toBe('/hy/doctors/filter/ent/en');
    expect(rewrittenTo(route('/ru/doctors?lang=en'))).toBe('/ru/doctors/filter/all/en');
    expect(rewrittenTo(route('/en/doctors?service=dentistry&utm_source=mail'))).toBe('/en/doctors/filter/dentistry/all?utm_source=mail');
    expect(route('/en/doctors?service=ent').status).toBe(200);
  });

  it('answers an unknown value with the not-found page and status 404', () => {
    for (const path of ['/doctors?service=cardiology', '/en/doctors?lang=fr', '/ru/doctors?service=ent&service=lab']) {
      const response = route(path);
      expect(response.status, path).toBe(404);
      expect(rewrittenTo(response), path).toMatch(/^\/(hy|ru|en)\/page-not-found$/);
    }
  });

  it('leaves the unfiltered list, other pages and locale redirects alone', () => {
    expect(rewrittenTo(route('/doctors'))).toBe('/hy/doctors');
    expect(rewrittenTo(route('/doctors?service=&lang='))).toBe('/hy/doctors?service=&lang=');
    expect(rewrittenTo(route('/services/ent?service=lab'))).toBe('/hy/services/ent?service=lab');
    // A first visit with an English browser is redirected with the filter kept in the public URL.
    const redirect = route('/doctors?service=ent', { 'accept-language': 'en' });
    expect(redirect.headers.get('location')).toMatch(/\/en\/doctors\?service=ent$/);
  });

  it('keeps what the locale middleware set on its answer', () => {
    // An Armenian browser on a Russian page: the locale middleware remembers the choice in its cookie.
    const response = route('/ru/doctors?service=lab');
    expect(rewrittenTo(response)).toBe('/ru/doctors/filter/lab/all');
    expect(response.cookies.get('NEXT_LOCALE')?.value).toBe('ru');
  });
});
