/**
 * Abuse and faults against the production build started the README's way (`npm start`, own copies of the build,
 * a private redis-server):
 * - made-up URLs of every shape answer the site's 404 page and leave no new cache entry, on disk or in Redis;
 * - a Redis that hangs costs at most a few slow requests (the breaker), then pages are served at full speed from
 *   each instance's own cache; a restarted Redis is shared again without restarting the instances;
 * - /healthz and /readyz follow what is up.
 */
import fs from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import { createClient } from 'redis';

import en from '../messages/en.json';
import hy from '../messages/hy.json';
import ru from '../messages/ru.json';
import { E2E_OTP_CODE } from '../playwright.config';
import { copyBuild, pollUntil, portsOf, removeBuild, startInstancePair, startRedis, startSite, type Running } from '../scripts/processes';

const SECRET = 'resilience-test-secret-of-32-characters';
// Apart from the ports of site-instances.spec.ts, which may run at the same time.
const ports = portsOf('e2e', 20);
const PORTS = {
  boundedSite: ports.instances[0],
  boundedApi: ports.apis[0],
  siteA: ports.instances[1],
  apiA: ports.apis[1],
  siteB: ports.instances[2],
  redis: ports.redis,
};
const NOT_FOUND_HEADINGS = [hy.NotFound.heading, ru.NotFound.heading, en.NotFound.heading];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** A private redis-server that the test can freeze (SIGSTOP: it hangs), stop and start again on the same port. */
class TestRedis {
  private server: Running | null = null;
  readonly url: string;
  constructor(private readonly port: number) {
    this.url = `redis://127.0.0.1:${port}`;
  }
  async start(): Promise<void> {
    this.server = await startRedis(this.port, { acl: false });
  }
  freeze = () => this.server?.signal('SIGSTOP');
  thaw = () => this.server?.signal('SIGCONT');
  stop = async () => this.server?.stop();
}

async function redisKeys(url: string): Promise<string[]> {
  const client = createClient({ url });
  await client.connect();
  try {
    return await client.keys('*');
  } finally {
    client.destroy();
  }
}

/** Every file the server may add to its build while it runs (the ISR and data cache), by relative name. */
function cacheFiles(dist: string): Set<string> {
  const root = path.resolve(__dirname, '..', dist);
  const files = new Set<string>();
  for (const dir of ['cache', 'server']) {
    const start = path.join(root, dir);
    if (!fs.existsSync(start)) continue;
    for (const entry of fs.readdirSync(start, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.add(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  return files;
}

const random = () => Math.random().toString(36).slice(2, 8);

/** Made-up URLs of every shape the middleware or the renderer used to let through to a cache entry. */
function madeUpPaths(r: string): string[] {
  return [
    `/apiX${r}`,
    `/apiX${r}/deep/er`,
    `/api/news/${r}`,
    `/api${r}.json`,
    `/a${r}.b`,
    `/en/a${r}.b`,
    `/${r}`,
    `/${r}/news/${r}`,
    `/en/news/${r}.x`,
    `/ru/doctors/x.${r}`,
    `/static-content/${r}.html`,
    `/en/news/page/${r}`,
    `/ru/news/page/9${r.replace(/\D/g, '')}9`,
    `/en/news/no-such-${r}`,
    `/doctors/no-such-${r}`,
    `/en/services/${r}`,
    `/_nextX${r}`,
    `/build-id${r}`,
    `/session${r}`,
    `/healthz${r}`,
    `/favicon${r}.ico`,
    `/ru/about-us/${r}`,
  ];
}

test.describe('made-up URLs', () => {
  let dist: string;
  const running: Running[] = [];
  const redis = new TestRedis(PORTS.redis);

  test.afterAll(async () => {
    for (const process of running.reverse()) await process.stop();
    await redis.stop();
    if (dist) removeBuild(dist);
  });

  test('answer the 404 page and leave no new cache entry on disk or in Redis; unread query strings neither', async () => {
    await redis.start();
    dist = copyBuild('bounded');
    const site = await startSite(PORTS.boundedSite, dist, {
      REDIS_URL: redis.url,
      DEMO_API_PORT: String(PORTS.boundedApi),
      REVALIDATE_SECRET: SECRET,
    });
    running.push(site);

    // Warm-up: the pages and the 404 page of each language once (a first visit copies a prerendered page into
    // the running cache), and the slug index.
    for (const url of ['/', '/ru', '/en', '/en/news', '/ru/gallery', '/en/doctors', ...madeUpPaths('warmup')])
      await (await fetch(`${site.url}${url}`)).text();
    const filesBefore = cacheFiles(dist);
    const keysBefore = await redisKeys(redis.url);

    for (let round = 0; round < 3; round++) {
      const r = random();
      for (const url of madeUpPaths(r)) {
        const response = await fetch(`${site.url}${url}`, { redirect: 'manual' });
        expect(response.status, url).toBe(404);
        const html = await response.text();
        expect(
          NOT_FOUND_HEADINGS.some((heading) => html.includes(heading)),
          `${url} shows the site's 404 page`,
        ).toBe(true);
      }
      for (const url of [`/en/news?utm_source=${r}`, `/ru/gallery?item=${r}`, `/?q=${r}`, `/en/doctors?page=${r}&x=${r}`]) {
        expect((await fetch(`${site.url}${url}`)).status, url).toBe(200);
      }
    }
    // Let any write in flight land before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const added = [...cacheFiles(dist)].filter((file) => !filesBefore.has(file));
    expect(added, 'new files in the build cache').toEqual([]);
    const newKeys = (await redisKeys(redis.url)).filter((key) => !keysBefore.includes(key));
    expect(newKeys, 'new Redis keys').toEqual([]);
  });
});

async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test.describe('Redis failure is a slowdown, never an outage', () => {
  const dists: string[] = [];
  const running: Running[] = [];
  const redis = new TestRedis(PORTS.redis);

  test.afterAll(async () => {
    redis.thaw();
    for (const process of running.reverse()) await process.stop();
    await redis.stop();
    for (const dist of dists) removeBuild(dist);
  });

  test('a hanging Redis: pages stay 200 and fast; a restarted Redis is shared again without restarting the instances; /readyz follows', async () => {
    await redis.start();
    dists.push(copyBuild('breaker-a'), copyBuild('breaker-b'));
    // Test mode (a fixed code): the demo edit call exists only then.
    const shared = { REDIS_URL: redis.url, REVALIDATE_SECRET: SECRET, DEMO_OTP_CODE: E2E_OTP_CODE };
    const { a, b, apiUrl } = await startInstancePair(dists, PORTS, shared, running);
    const pages = ['/en', '/ru/news', '/en/doctors', '/contacts'];
    for (const page of pages) expect((await timedGet(`${b.url}${page}`)).status).toBe(200);
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);

    // Redis hangs: connections stay open and nothing answers.
    redis.freeze();
    const timings: number[] = [];
    for (let i = 0; i < 24; i++) {
      const { status, ms } = await timedGet(`${b.url}${pages[i % pages.length]}`);
      expect(status).toBe(200);
      timings.push(ms);
    }
    console.log(`page latency with Redis hanging: median ${Math.round(median(timings))} ms, max ${Math.round(Math.max(...timings))} ms`);
    // Without the breaker every request waits for the Redis timeout; with it only the first few do.
    expect(median(timings)).toBeLessThan(250);
    expect(timings.slice(4).filter((ms) => ms > 400).length).toBeLessThanOrEqual(1);
    expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
    // Readiness is checked at most once a second, so the answer from before the freeze may still be served.
    await pollUntil(async () => (await fetch(`${b.url}/readyz`)).status === 503, 5_000, 'B not ready while Redis hangs');
    const notReady = await fetch(`${b.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('cache-control')).toBe('no-store');
    expect((await notReady.json()).checks.redis.up).toBe(false);

    // Redis is restarted (empty); the instances find it again by themselves.
    redis.thaw();
    await redis.stop();
    await redis.start();
    await pollUntil(async () => (await fetch(`${b.url}/readyz`)).status === 200, 10_000, 'B ready again');
    await pollUntil(async () => (await fetch(`${a.url}/readyz`)).status === 200, 10_000, 'A ready again');

    // Sharing resumed: a change revalidated through A shows on B.
    const list = await (await fetch(`${apiUrl}/api/v1/news/?page=1&pageSize=3`, { headers: { 'Accept-Language': 'en' } })).json();
    const item = list.data.items[1] as { slug: string; title: string };
    const onB = async () => (await (await fetch(`${b.url}/en/news/${item.slug}`)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(await onB()).toContain(item.title);
    // Both instances wait for their breaker's next probe before they write to Redis again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const edited = `${item.title} (after the Redis restart)`;
    const patch = await fetch(`${apiUrl}/api/v1/demo/news/${item.slug}/`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ locale: 'en', title: edited }),
    });
    expect((await patch.json()).data.webhook).toEqual({ status: 200 });
    await pollUntil(async () => (await onB()).includes(edited), 8000, 'B shows the change made through A');
    expect(b.output().match(/Redis \(REDIS_URL\) is unavailable/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
    expect(b.output()).toMatch(/"msg":"Redis is back/);
  });
});
