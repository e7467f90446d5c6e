// @vitest-environment node
/**
 * `npm run dev` / `build` / `start` refuse bad configuration with one line that names the variable,
 * and exit non-zero; the configuration reader behind them, unit by unit.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { nextListenOptions, readSiteConfig } from '../../scripts/site-config.mjs';

const ROOT = path.resolve(__dirname, '../..');

function runSite(command: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/site.mjs', command], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const lines = `${result.stdout}${result.stderr}`.trim().split('\n').filter(Boolean);
  return { status: result.status, lines };
}

describe('the site runner refuses bad configuration with one line', () => {
  it('API_URL that is not an http(s) URL', () => {
    const { status, lines } = runSite('start', { API_URL: 'ftp://clinic.example', SITE_URL: 'https://clinic.example' });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Configuration error: API_URL must be an absolute http\(s\) URL/);
  });

  it.each([
    ['start', { TRUST_PROXY_HOPS: 'one', DEMO_IN_PRODUCTION: '1' }, 'TRUST_PROXY_HOPS must be a whole number of 0 or more'],
    ['dev', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    ['dev', { DEMO_OTP_REQUESTS_PER_ADDRESS: '-1' }, 'DEMO_OTP_REQUESTS_PER_ADDRESS must be a whole number above 0'],
    ['build', { REDIS_TIMEOUT_MS: 'fast' }, 'REDIS_TIMEOUT_MS must be a number above 0'],
  ])('`npm run %s` with a bad value of a variable the site or the demo API reads: %o', (command, env, message) => {
    const { status, lines } = runSite(command, env);
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(`Configuration error: ${message}`), lines[0]).toBe(true);
  });

  it('a real deployment (API_URL) without SITE_URL', () => {
    for (const command of ['build', 'start']) {
      const { status, lines } = runSite(command, { API_URL: 'https://api.clinic.example' });
      expect(status).toBe(1);
      expect(lines).toEqual([expect.stringMatching(/^Configuration error: SITE_URL is not set/)]);
    }
  });

  it('a clinic API that cannot be reached during the build names the URL and the variable', () => {
    const { status, lines } = runSite('build', { API_URL: 'http://127.0.0.1:9', SITE_URL: 'https://clinic.example' });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Cannot reach the clinic API at http://127.0.0.1:9 (API_URL) during the build');
  });

  it('a port already in use', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const site = runSite('start', { PORT: String(port), DEMO_API_PORT: '4999', DEMO_IN_PRODUCTION: '1' });
      expect(site.status).toBe(1);
      expect(site.lines).toEqual([
        `Configuration error: Port ${port} (PORT) is already in use: stop the process that holds it or set PORT to a free port.`,
      ]);
      const api = runSite('start', { PORT: '3999', DEMO_API_PORT: String(port), DEMO_IN_PRODUCTION: '1' });
      expect(api.status).toBe(1);
      expect(api.lines).toEqual([expect.stringContaining(`Port ${port} (DEMO_API_PORT) is already in use`)]);
    } finally {
      holder.close();
    }
  });
});

describe('a production start refuses what only a demonstration or a test may run with', () => {
  const real = { API_URL: 'https://api.clinic.example', SITE_URL: 'https://clinic.example', TRUST_PROXY_HOPS: '1' };

  it('the demo API unless DEMO_IN_PRODUCTION=1 (dev and build keep it)', () => {
    const { status, lines } = runSite('start', {});
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^Configuration error: API_URL is not set, so `npm start` would serve the demo clinic API/),
    ]);
    expect(readSiteConfig('start', { DEMO_IN_PRODUCTION: '1' }).demo).toBe(true);
    expect(readSiteConfig('dev', {}).demo).toBe(true);
    expect(readSiteConfig('build', {}).demo).toBe(true);
  });

  it('TRUST_PROXY_HOPS=0 with an https SITE_URL unless ALLOW_NO_PROXY=1', () => {
    for (const hops of ['0', '', undefined]) {
      expect(() => readSiteConfig('start', { ...real, TRUST_PROXY_HOPS: hops })).toThrow(/^TRUST_PROXY_HOPS is 0 with an https SITE_URL/);
    }
    expect(readSiteConfig('start', { ...real, TRUST_PROXY_HOPS: '0', ALLOW_NO_PROXY: '1' }).demo).toBe(false);
    expect(readSiteConfig('start', { ...real, SITE_URL: 'http://10.0.0.5:3000', TRUST_PROXY_HOPS: '0' }).demo).toBe(false);
    expect(readSiteConfig('start', real).demo).toBe(false);
  });

  it('a TRUST_PROXY_HOPS that is not a whole number, instead of reading it as 0', () => {
    for (const hops of ['one', '-1', '1.5']) {
      expect(() => readSiteConfig('start', { ...real, TRUST_PROXY_HOPS: hops })).toThrow(
        `TRUST_PROXY_HOPS must be a whole number of 0 or more (0, 1, 2 …), got "${hops}"`,
      );
    }
  });

  it('REDIS_URL without a CACHE_SIGNING_KEY of 32 characters or more', () => {
    const shared = { ...real, REDIS_URL: 'redis://clinic-site:secret@10.0.0.4:6379' };
    expect(() => readSiteConfig('start', shared)).toThrow(/^REDIS_URL is set without a CACHE_SIGNING_KEY/);
    expect(() => readSiteConfig('start', { ...shared, CACHE_SIGNING_KEY: 'short' })).toThrow(
      /^REDIS_URL is set without a CACHE_SIGNING_KEY/,
    );
    expect(readSiteConfig('start', { ...shared, CACHE_SIGNING_KEY: 'k'.repeat(32) }).demo).toBe(false);
  });

  it('a webhook secret under 32 characters', () => {
    expect(() => readSiteConfig('start', { ...real, REVALIDATE_SECRET: 'x' })).toThrow('REVALIDATE_SECRET is shorter than 32 characters');
    expect(readSiteConfig('start', { ...real, REVALIDATE_SECRET: 'k'.repeat(32) }).demo).toBe(false);
  });
});

describe('readSiteConfig', () => {
  it('demo mode without API_URL: the demo API on loopback, the site on localhost', () => {
    expect(readSiteConfig('start', { DEMO_IN_PRODUCTION: '1' })).toMatchObject({
      demo: true,
      sitePort: 3000,
      demoApiPort: 4010,
      apiUrl: 'http://127.0.0.1:4010',
      siteUrl: 'http://localhost:3000',
    });
  });

  it('a real deployment keeps its URLs, without a trailing slash', () => {
    expect(
      readSiteConfig('build', { API_URL: 'https://api.clinic.example/', SITE_URL: 'https://clinic.example', PORT: '8080' }),
    ).toMatchObject({
      demo: false,
      sitePort: 8080,
      apiUrl: 'https://api.clinic.example',
      siteUrl: 'https://clinic.example',
    });
  });

  it('the site listens on loopback unless BIND_ADDRESS names another address (a container: 0.0.0.0)', () => {
    expect(readSiteConfig('start', { DEMO_IN_PRODUCTION: '1' }).bindAddress).toBe('127.0.0.1');
    expect(readSiteConfig('start', { DEMO_IN_PRODUCTION: '1', BIND_ADDRESS: '0.0.0.0' }).bindAddress).toBe('0.0.0.0');
    expect(readSiteConfig('start', { DEMO_IN_PRODUCTION: '1', BIND_ADDRESS: '::' }).bindAddress).toBe('::');
    expect(() => readSiteConfig('start', { DEMO_IN_PRODUCTION: '1', BIND_ADDRESS: 'all' })).toThrow(
      'BIND_ADDRESS must be an IP address such as 127.0.0.1, 0.0.0.0 or ::, got "all".',
    );
    expect(() => readSiteConfig('start', { DEMO_IN_PRODUCTION: '1', BIND_ADDRESS: '::1' })).toThrow(
      'BIND_ADDRESS ::1 is a loopback address: use 127.0.0.1 for loopback.',
    );
  });

  it('loopback is asked of Next as localhost resolved to IPv4: Next’s middleware names every loopback address localhost', () => {
    // With --hostname 127.0.0.1 the middleware's rewrites name localhost while Next's own URL names 127.0.0.1.
    expect(nextListenOptions('127.0.0.1')).toEqual({ hostname: 'localhost', nodeFlags: ['--dns-result-order=ipv4first'] });
    expect(nextListenOptions('0.0.0.0')).toEqual({ hostname: '0.0.0.0', nodeFlags: [] });
    expect(nextListenOptions('10.0.0.7')).toEqual({ hostname: '10.0.0.7', nodeFlags: [] });
  });

  it('npm run dev against a real API may go without SITE_URL', () => {
    expect(readSiteConfig('dev', { API_URL: 'http://127.0.0.1:8000' }).siteUrl).toBe('http://localhost:3000');
  });

  it('rejects bad ports and an unknown command', () => {
    expect(() => readSiteConfig('start', { PORT: 'eighty' })).toThrow('PORT must be a port number');
    expect(() => readSiteConfig('start', { PORT: '4010', DEMO_IN_PRODUCTION: '1' })).toThrow('DEMO_API_PORT and PORT are both 4010');
    expect(() => readSiteConfig('serve', {})).toThrow('Unknown command "serve"');
  });
});
