import { describe, expect, it } from 'vitest';
import { IP_COUNTRY_LOOKUP_DEFAULT_URL, ipCountryLookupUrl } from '@/lib/config';
import { parseIpCountryReply } from '@/lib/phone/ip-country';

describe('the IP-to-country lookup in production', () => {
  it('defaults to a real public service with the spec’s reply format', () => {
    expect(ipCountryLookupUrl(undefined)).toBe('https://ip2c.org/self');
    expect(IP_COUNTRY_LOOKUP_DEFAULT_URL).toBe('https://ip2c.org/self');
    // What ip2c.org/self answers for an Armenian address.
    expect(parseIpCountryReply('1;AM;ARM;Armenia')).toBe('AM');
  });

  it('follows the configuration: another URL, or an empty value to switch it off', () => {
    expect(ipCountryLookupUrl('http://127.0.0.1:4110/api/v1/ip2c/self')).toBe('http://127.0.0.1:4110/api/v1/ip2c/self');
    expect(ipCountryLookupUrl('')).toBe('');
  });
});
