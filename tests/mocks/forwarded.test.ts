// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { callerAddress } from '@/mocks/lib/forwarded';

describe('the demo API’s view of the caller', () => {
  it('believes X-Forwarded-For only from the site on loopback, and only its last entry', () => {
    expect(callerAddress('127.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
    expect(callerAddress('::ffff:127.0.0.1', '6.6.6.6, 203.0.113.5')).toBe('203.0.113.5');
    expect(callerAddress('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('ignores the header from any other peer, or from every peer with DEMO_TRUSTED_PROXIES=none', () => {
    expect(callerAddress('198.51.100.4', '203.0.113.5')).toBe('198.51.100.4');
    expect(callerAddress('127.0.0.1', '203.0.113.5', { DEMO_TRUSTED_PROXIES: 'none' })).toBe('127.0.0.1');
    expect(callerAddress('10.1.2.3', '203.0.113.5', { DEMO_TRUSTED_PROXIES: '10.1.2.3' })).toBe('203.0.113.5');
  });
});
