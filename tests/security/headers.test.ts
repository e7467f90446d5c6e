import { describe, expect, it } from 'vitest';

import { MAP_PAGE_POLICY_TEMPLATE_ENV, PAGE_POLICY_TEMPLATE_ENV, policyTemplateFor } from '@/lib/cache/page-policy.mjs';
import { contentSecurityPolicy, documentHeaders, pagePolicyTemplate, transportHeaders } from '@/lib/security-headers';

const env = {
  NODE_ENV: 'production',
  NEXT_PUBLIC_API_URL: 'https://api.clinic.example',
} as unknown as NodeJS.ProcessEnv;

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('content security policy', () => {
  it('keeps static pages static: inline bootstrap allowed, everything else strict', () => {
    const policy = contentSecurityPolicy(env);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('allows only the origins the site uses', () => {
    const connect = directive(contentSecurityPolicy(env), 'connect-src');
    expect(connect).toBe("connect-src 'self' https://api.clinic.example");
  });

  it('allows no third-party country lookup, whatever the configuration says', () => {
    const configured = { ...env, NEXT_PUBLIC_IP_COUNTRY_URL: 'https://ip2c.org/self' } as unknown as NodeJS.ProcessEnv;
    expect(contentSecurityPolicy(configured)).not.toContain('ip2c');
    expect(directive(contentSecurityPolicy(configured, 'abc123'), 'connect-src')).toBe("connect-src 'self' https://api.clinic.example");
  });

  it('adds Google Maps only when a key is configured', () => {
    expect(contentSecurityPolicy(env)).not.toContain('googleapis');
    const withMaps = contentSecurityPolicy({ ...env, NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'key' });
    expect(directive(withMaps, 'script-src')).toContain('https://maps.googleapis.com');
  });

  it('allows Google’s hosts on the contacts page’s stored policy only, never on other pages or the profile', () => {
    const keyed = { ...env, NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'key' } as unknown as NodeJS.ProcessEnv;
    expect(pagePolicyTemplate(keyed)).not.toMatch(/googleapis|gstatic/);
    expect(contentSecurityPolicy(keyed, 'abc123')).not.toMatch(/googleapis|gstatic/);
    expect(directive(pagePolicyTemplate(keyed, true), 'script-src')).toContain('https://*.gstatic.com');
    process.env[PAGE_POLICY_TEMPLATE_ENV] = pagePolicyTemplate(keyed);
    process.env[MAP_PAGE_POLICY_TEMPLATE_ENV] = pagePolicyTemplate(keyed, true);
    for (const key of ['/hy/contacts', '/en/contacts', '/ru/contacts'])
      expect(policyTemplateFor(key), key).toContain('maps.googleapis.com');
    for (const key of ['/en', '/en/news/contacts', '/en/contacts-us', undefined])
      expect(policyTemplateFor(key), String(key)).not.toContain('googleapis');
  });

  it('uses a nonce and strict-dynamic, never unsafe-inline, where a nonce is given (profile)', () => {
    const policy = contentSecurityPolicy(env, 'abc123');
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
  });

  it('sends the other security headers', () => {
    const headers = Object.fromEntries([...transportHeaders(), ...documentHeaders()].map(({ key, value }) => [key, value]));
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('microphone=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});
