import { afterEach, describe, expect, it, vi } from 'vitest';

import { GET } from '@/app/api/country/route';
import { countryFromHeaders, countryReply } from '@/features/phone/model/country-header';

afterEach(() => vi.unstubAllEnvs());

describe('the visitor’s country from the CDN header', () => {
  it('reads CF-IPCountry by default, any case, and refuses unknown or malformed values', () => {
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'am' }))).toBe('AM');
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'XX' }))).toBeUndefined();
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'T1' }))).toBeUndefined();
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'ARM' }))).toBeUndefined();
    expect(countryFromHeaders(new Headers())).toBeUndefined();
  });

  it('reads the header COUNTRY_HEADER names', () => {
    vi.stubEnv('COUNTRY_HEADER', 'X-Country-Code');
    expect(countryFromHeaders(new Headers({ 'X-Country-Code': 'GE', 'CF-IPCountry': 'AM' }))).toBe('GE');
  });

  it('answers GET /api/country in the lookup format, never cached', async () => {
    const known = GET(new Request('http://site.test/api/country', { headers: { 'CF-IPCountry': 'FR' } }));
    expect(await known.text()).toBe('1;FR');
    expect(known.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await GET(new Request('http://site.test/api/country')).text()).toBe('0;;');
    expect(countryReply(undefined)).toBe('0;;');
  });
});
