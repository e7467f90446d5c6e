// @vitest-environment node
/** The one port scheme of scripts/processes.ts: a run's base port plus fixed offsets; a port's own variable wins. */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { portsOf } from '@/scripts/processes';

afterEach(() => vi.unstubAllEnvs());

describe('portsOf', () => {
  it('lays every run out from its base port', () => {
    vi.stubEnv('E2E_PROD_PORT', '13130');
    vi.stubEnv('E2E_PROD_HTTPS_PORT', '');
    vi.stubEnv('E2E_PROD_HTTP_PORT', '');
    const ports = portsOf('production');
    expect(ports.instances.slice(0, 2)).toEqual([13131, 13132]);
    expect([ports.https, ports.http, ports.api, ports.redis]).toEqual([13134, 13135, 14140, 16140]);
    expect(ports.metrics).toEqual([15131, 15132]);
  });

  it("a port's own variable overrides that port only", () => {
    vi.stubEnv('E2E_PORT', '3302');
    vi.stubEnv('E2E_API_PORT', '4302');
    const ports = portsOf('e2e');
    expect([ports.site, ports.api, ports.instances[0], ports.redis]).toEqual([3302, 4302, 3303, 6312]);
  });

  it('a shifted layout moves every port and ignores the single-port variables', () => {
    vi.stubEnv('E2E_PORT', '3100');
    vi.stubEnv('E2E_API_PORT', '4302');
    const ports = portsOf('e2e', 20);
    expect([ports.site, ports.api, ports.instances[0]]).toEqual([3120, 4130, 3121]);
  });

  it('stops with the variable named when a port is not a number', () => {
    vi.stubEnv('SOAK_PORT', 'eighty');
    expect(() => portsOf('soak')).toThrow('SOAK_PORT must be a port number (1–65535), not "eighty"');
  });
});
