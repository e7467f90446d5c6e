import { describe, expect, it } from 'vitest';

import { clientAddress, isHttpsRequest, trustedProxyHops } from '@/lib/http/forwarded';
import { allowedOrigins, onPublicOrigin, publicOrigin } from '@/lib/http/public-origin';

const headers = (init: Record<string, string>) => new Headers(init);

describe('forwarded headers, trusted only for TRUST_PROXY_HOPS proxies', () => {
  it('believes nothing by default: a visitor reaching the site directly could write any of them', () => {
    const forged = headers({ 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' });
    expect(trustedProxyHops({})).toBe(0);
    expect(clientAddress(forged, {})).toBeNull();
    expect(isHttpsRequest(forged, 'http://localhost:3000/', {})).toBe(false);
  });

  it('takes the entry the outermost trusted proxy wrote, not what the client put before it', () => {
    const env = { TRUST_PROXY_HOPS: '1' };
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), env)).toBe('203.0.113.7');
    expect(clientAddress(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.2' }), { TRUST_PROXY_HOPS: '2' })).toBe('203.0.113.7');
    expect(isHttpsRequest(headers({ 'x-forwarded-proto': 'https' }), 'http://localhost:3000/', env)).toBe(true);
    expect(isHttpsRequest(headers({ 'x-forwarded-proto': 'http' }), 'http://localhost:3000/', env)).toBe(false);
  });

  it('refuses a value that is not a whole number of proxies, naming the variable, instead of trusting none', () => {
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '' })).toBe(0);
    for (const value of ['-1', 'yes', '1.5'])
      expect(() => trustedProxyHops({ TRUST_PROXY_HOPS: value })).toThrow(
        `TRUST_PROXY_HOPS must be a whole number of 0 or more (0, 1, 2 …), got "${value}"`,
      );
  });
});

describe('the public origin comes from SITE_URL, never from the request', () => {
  it('is SITE_URL when set, and the only origin allowed to call the session endpoints', () => {
    const env = { SITE_URL: 'https://clinic.test:8443/', PORT: '3001' };
    expect(publicOrigin(env)).toBe('https://clinic.test:8443');
    expect(allowedOrigins(env)).toEqual(['https://clinic.test:8443']);
    expect(onPublicOrigin('/en/news?page=2', env)).toBe('https://clinic.test:8443/en/news?page=2');
    expect(onPublicOrigin('http://evil.example/en', env)).toBe('https://clinic.test:8443/en');
  });

  it('is the loopback port of the demo without SITE_URL, under any loopback name', () => {
    expect(publicOrigin({ PORT: '3100' })).toBe('http://localhost:3100');
    expect(allowedOrigins({ PORT: '3100' })).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100']);
  });
});
