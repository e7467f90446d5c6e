// @vitest-environment node
/** The soak test's fault proxy: what passes through unchanged, and what share of calls fails, and how. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createFaultProxy, type FaultProxy } from '@/scripts/soak/fault-proxy.mjs';

let target: http.Server;
let targetUrl = '';
const proxies: FaultProxy[] = [];

beforeAll(async () => {
  target = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body, requestId: req.headers['x-request-id'] ?? null }));
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

async function proxyOf(options: Omit<Parameters<typeof createFaultProxy>[0], 'target'>) {
  const proxy = createFaultProxy({ target: targetUrl, ...options });
  proxies.push(proxy);
  return { proxy, url: await proxy.listen() };
}

describe('fault proxy', () => {
  it('with no failures forwards method, path, headers and body, and the answer unchanged', async () => {
    const { url, proxy } = await proxyOf({ failureRate: 0 });
    const response = await fetch(`${url}/api/v1/auth/token/obtain/?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'r-7' },
      body: '{"phone":"1"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/v1/auth/token/obtain/?x=1',
      body: '{"phone":"1"}',
      requestId: 'r-7',
    });
    expect(proxy.stats.forwarded).toBe(1);
  });

  it('fails about the set share of calls (10 % of 400)', async () => {
    const { url, proxy } = await proxyOf({ failureRate: 0.1, faults: ['status'] });
    let failed = 0;
    for (let i = 0; i < 400; i++) {
      const response = await fetch(`${url}/api/v1/news/`);
      await response.arrayBuffer();
      if (response.status === 503) failed += 1;
    }
    expect(failed).toBeGreaterThan(18);
    expect(failed).toBeLessThan(65);
    expect(proxy.stats.status).toBe(failed);
    expect(proxy.stats.forwarded).toBe(400 - failed);
  });

  it('a reset drops the connection without an answer; a slow call is held, then forwarded', async () => {
    const reset = await proxyOf({ failureRate: 1, faults: ['reset'] });
    await expect(fetch(`${reset.url}/x`)).rejects.toThrow();
    expect(reset.proxy.stats.reset).toBe(1);

    const slow = await proxyOf({ failureRate: 1, faults: ['slow'], slowMs: 300 });
    const started = performance.now();
    const response = await fetch(`${slow.url}/y`);
    expect(response.status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('can switch faults off while running', async () => {
    const { url, proxy } = await proxyOf({ failureRate: 1, faults: ['status'] });
    expect((await fetch(`${url}/z`)).status).toBe(503);
    proxy.setFailureRate(0);
    expect((await fetch(`${url}/z`)).status).toBe(201);
  });
});
