import { NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

import { finishPrivatePage, finishPublicPage, PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-responses';
import { LOCALE_COOKIE_NAME } from '@/lib/locales';

function withLocaleCookie(response: NextResponse): NextResponse {
  response.cookies.set(LOCALE_COOKIE_NAME, 'ru', { path: '/', sameSite: 'lax', maxAge: 100 });
  return response;
}

describe('the middleware’s answer for a public page', () => {
  it('a page a shared cache may keep: short shared lifetime, stale on error, and no cookie riding on it', () => {
    const response = finishPublicPage(withLocaleCookie(NextResponse.next()), true);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/s-maxage=([1-9]|10)\b/);
    expect(PUBLIC_PAGE_CACHE_CONTROL).toContain('stale-if-error');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a locale redirect keeps its cookie, Secure over https, and points at the public origin, not the request’s host', () => {
    vi.stubEnv('SITE_URL', 'https://clinic.test:8443');
    const response = finishPublicPage(withLocaleCookie(NextResponse.redirect('http://evil.example/ru?x=1')), true);
    vi.unstubAllEnvs();
    expect(response.headers.get('location')).toBe('https://clinic.test:8443/ru?x=1');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${LOCALE_COOKIE_NAME}=ru;`));
    expect(cookie).toMatch(/Secure/);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('over plain http the cookie is not marked Secure (the browser would drop it)', () => {
    const response = finishPrivatePage(withLocaleCookie(NextResponse.redirect('http://localhost:3000/ru')), false);
    expect(response.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });
});
