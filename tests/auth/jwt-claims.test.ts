import { describe, expect, it } from 'vitest';
import { liveSubject, readJwtClaims } from '@/lib/auth/jwt-claims';
import { readCookie, refreshCookieSubject } from '@/lib/auth/refresh-cookie';
import { REFRESH_COOKIE_NAME } from '@/lib/config';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.sig`;
const now = 1_700_000_000_000;
const inAnHour = now / 1000 + 3600;

describe('reading token claims without a library', () => {
  it('decodes the middle part, UTF-8 included', () => {
    expect(readJwtClaims(token({ sub: '7', name: 'Անի Հակոբյան', exp: 1 }))).toEqual({ sub: '7', name: 'Անի Հակոբյան', exp: 1 });
  });

  it('refuses what is not a JWT', () => {
    expect(readJwtClaims('garbage')).toBeNull();
    expect(readJwtClaims('a.!!!.c')).toBeNull();
    expect(readJwtClaims(`x.${base64url([1, 2])}.y`)).toBeNull();
  });

  it('gives the subject of a live token only', () => {
    expect(liveSubject(token({ sub: '7', exp: inAnHour }), now)).toBe('7');
    expect(liveSubject(token({ sub: '7', exp: now / 1000 - 1 }), now)).toBeNull();
    expect(liveSubject(token({ exp: inAnHour }), now)).toBeNull();
    expect(liveSubject(null, now)).toBeNull();
  });
});

describe('the refresh cookie read', () => {
  it('finds the cookie among others', () => {
    const refresh = token({ sub: '42', exp: inAnHour });
    const header = `NEXT_LOCALE=ru; ${REFRESH_COOKIE_NAME}=${refresh}; other=1`;
    expect(readCookie(REFRESH_COOKIE_NAME, header)).toBe(refresh);
    expect(refreshCookieSubject(header, now)).toBe('42');
  });

  it('is null without the cookie, or with a cookie whose name only ends the same', () => {
    expect(refreshCookieSubject('NEXT_LOCALE=hy', now)).toBeNull();
    expect(refreshCookieSubject(`x${REFRESH_COOKIE_NAME}=${token({ sub: '1', exp: inAnHour })}`, now)).toBeNull();
  });
});
