import { describe, expect, it } from 'vitest';

import { IP_COUNTRY_LOOKUP_DEFAULT_URL, ipCountryLookupUrl } from '@/lib/env/browser';

describe('the phone country lookup', () => {
  it('is the site’s own /api/country by default', () => {
    expect(ipCountryLookupUrl(undefined)).toBe('/api/country');
    expect(IP_COUNTRY_LOOKUP_DEFAULT_URL).toBe('/api/country');
  });

  it('may move to another path of the site or be switched off, never leave the site', () => {
    expect(ipCountryLookupUrl('/geo/country')).toBe('/geo/country');
    expect(ipCountryLookupUrl('')).toBe('');
    expect(ipCountryLookupUrl('https://ip2c.org/self')).toBe('/api/country');
    expect(ipCountryLookupUrl('//ip2c.org/self')).toBe('/api/country');
  });
});
