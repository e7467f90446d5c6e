// @vitest-environment node
/**
 * The operators' metrics: served in Prometheus's format on the internal listener only, with requests counted by
 * route template and status (never the path itself), the clinic API's calls and failing state, and Node's own
 * process metrics.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { serverApi } from '@/lib/api/server';
import { startMetrics } from '@/lib/metrics/listener.mjs';
import { API_FAILURES_BEFORE_OPEN, metrics } from '@/lib/metrics/metrics.mjs';
import { routeTemplates } from '@/lib/metrics/route-template.mjs';

import { freePort } from '../helpers/free-port';

/** The build's route table as `next build` writes it (two of its routes). */
function distWithRoutes(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-dist-'));
  fs.writeFileSync(
    path.join(dir, 'routes-manifest.json'),
    JSON.stringify({
      staticRoutes: [{ page: '/build-id', regex: '^/build\\-id(?:/)?$' }],
      dynamicRoutes: [
        { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
        { page: '/[locale]/news/[slug]', regex: '^/([^/]+?)/news/([^/]+?)(?:/)?$' },
      ],
    }),
  );
  return dir;
}

describe('route templates', () => {
  it('name the route, never the slug, the query or the language', () => {
    const templateOf = routeTemplates(distWithRoutes());
    expect(templateOf('/en/news/new-scanner?utm=x')).toBe('/[locale]/news/[slug]');
    expect(templateOf('/news/new-scanner')).toBe('/[locale]/news/[slug]');
    expect(templateOf('/')).toBe('/[locale]');
    expect(templateOf('/build-id')).toBe('/build-id');
    expect(templateOf('/_next/static/chunks/a1b2.js')).toBe('/_next/static/[file]');
    expect(templateOf('/a/b/c/d')).toBe('unmatched');
  });
});

describe('the metrics listener', () => {
  let site: http.Server;
  let api: http.Server;
  let metricsPort: number;

  beforeAll(async () => {
    vi.stubEnv('NEXT_DIST_DIR', distWithRoutes());
    metricsPort = await freePort();
    startMetrics({ METRICS_PORT: String(metricsPort) });
    site = http.createServer((request, response) => response.writeHead(request.url === '/en/news/x' ? 200 : 404).end('ok'));
    api = http.createServer((request, response) => response.writeHead(503, { 'content-type': 'application/json' }).end('{}'));
    await Promise.all([site, api].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    site.close();
    api.close();
  });

  const scrape = async () => {
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('counts and times every request of the instance by route template and status', async () => {
    const port = (site.address() as AddressInfo).port;
    for (const pathname of ['/en/news/x', '/en/news/x', '/ru/news/unknown-thing']) await fetch(`http://127.0.0.1:${port}${pathname}`);
    const text = await scrape();
    expect(text).toContain('clinic_http_requests_total{route="/[locale]/news/[slug]",method="GET",status="200"} 2');
    expect(text).toContain('clinic_http_requests_total{route="/[locale]/news/[slug]",method="GET",status="404"} 1');
    expect(text).toMatch(
      /clinic_http_request_duration_seconds_bucket\{le="0\.005",route="\/\[locale\]\/news\/\[slug\]",method="GET",status="200"\} \d/,
    );
    expect(text).not.toContain('unknown-thing');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });

  it('counts the clinic API’s calls and reports it failing after several failures in a row', async () => {
    vi.stubEnv('API_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    for (let i = 0; i < API_FAILURES_BEFORE_OPEN; i++)
      await serverApi('en')
        .get('/doctors/')
        .catch(() => null);
    const text = await scrape();
    expect(text).toContain(`clinic_api_calls_total{call="GET /doctors/",outcome="server_error"} ${API_FAILURES_BEFORE_OPEN}`);
    expect(text).toMatch(/^clinic_api_breaker_open 1$/m);
    metrics().apiFailuresInARow = 0;
  });

  it('answers nothing but GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });
});

describe('deploy/alerts.yml', () => {
  it('has the three alerts (5xx rate, API down, p99 latency) on metrics the site exports', async () => {
    const rules = fs.readFileSync(path.join(__dirname, '../../deploy/alerts.yml'), 'utf8');
    expect([...rules.matchAll(/- alert: (\w+)/g)].map((match) => match[1])).toEqual([
      'ClinicSiteServerErrors',
      'ClinicApiDown',
      'ClinicSiteSlow',
    ]);
    const exported = (await metrics().registry.getMetricsAsJSON()).map((metric) => metric.name);
    for (const [name] of rules.matchAll(/clinic_\w+/g)) expect(exported, name).toContain(name.replace(/_bucket$/, ''));
  });
});
