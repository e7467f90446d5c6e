/**
 * `npm run soak`: the production topology under load and faults for a set time, then reports/soak.md.
 * nginx with TLS (deploy/nginx.conf, as e2e/production runs it) → two `npm start` instances sharing one Redis →
 * a fault proxy failing SOAK_FAULT_RATE of their calls → the demo clinic API. Meanwhile: mixed traffic on the
 * public pages (autocannon), the content webhook every 10 s for every content type, one instance killed and
 * started again, Redis restarted once. Exits 1 when the goal is missed (a 5xx, a broken page, growing memory).
 *
 * SOAK_SECONDS (600), SOAK_CONNECTIONS (8), SOAK_FAULT_RATE (0.1), SOAK_INTERVAL_SECONDS (60),
 * SOAK_PORT (3710: the base of the soak's ports, laid out as scripts/processes.ts says), SOAK_SKIP_BUILD=1 reuses
 * the build in SOAK_DIST (.next-soak).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { viaProxy } from '../e2e/production/https';
import { nginxConfig, PROD } from '../e2e/production/topology';
import { buildSite, copyBuild, makeCertificate, portsOf, removeBuild, startDemoApi, startNginx, startRedis, startSite } from './processes';
import { createFaultProxy } from './soak/fault-proxy.mjs';
import { liveHeapMb } from './soak/heap';
import { nextServerPid, residentMb } from './soak/memory';
import { soakReport, verdict, WARM_UP_MS, type SoakSummary } from './soak/report';
import { runInterval } from './soak/traffic';

const ROOT = path.resolve(__dirname, '..');
const num = (name: string, fallback: number) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
const SECONDS = num('SOAK_SECONDS', 600);
const CONNECTIONS = num('SOAK_CONNECTIONS', 8);
const FAULT_RATE = process.env.SOAK_FAULT_RATE === undefined ? 0.1 : Number(process.env.SOAK_FAULT_RATE);
const INTERVAL = num('SOAK_INTERVAL_SECONDS', 60);
const ports = portsOf('soak');
const PORTS = { ...ports, instances: ports.instances.slice(0, 2), faults: ports.apis[0] };
const DIST = process.env.SOAK_DIST || '.next-soak';
const SECRET = 'soak-webhook-secret-of-32-characters';
const CONTENT_TYPES = ['news', 'doctors', 'gallery', 'certificates', 'testimonials', 'pages'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const siteUrl = `https://${PROD.host}:${PORTS.https}`;
  const apiPublicUrl = `https://${PROD.apiHost}:${PORTS.https}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-soak-'));
  fs.mkdirSync(path.join(dir, 'cache'));
  const { cert, key } = makeCertificate(dir, [PROD.host, PROD.apiHost]);

  const stops: Array<() => Promise<void>> = [];
  // The run's timers (samples, webhooks, the restarts): cleared first on the way out, so no restart starts an
  // instance after the cleanup stopped the others.
  const timers: NodeJS.Timeout[] = [];
  let stopping = false;
  const cleanup = async () => {
    stopping = true;
    timers.forEach(clearTimeout);
    for (const stop of stops.reverse()) await stop().catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    let redis = await startRedis(PORTS.redis);
    stops.push(() => redis.stop());
    const api = await startDemoApi(PORTS.api, {
      SITE_URL: siteUrl,
      DEMO_PUBLIC_URL: apiPublicUrl,
      REVALIDATE_SECRET: SECRET,
      DEMO_WEBHOOK_URL: `http://127.0.0.1:${PORTS.instances[0]}`,
    });
    stops.push(() => api.stop());
    const faults = createFaultProxy({ target: api.url, failureRate: 0 });
    const faultUrl = await faults.listen(PORTS.faults);
    stops.push(() => faults.close());

    const env = {
      SITE_URL: siteUrl,
      API_URL: faultUrl,
      NEXT_PUBLIC_API_URL: apiPublicUrl,
      REDIS_URL: redis.url,
      TRUST_PROXY_HOPS: '1',
      REVALIDATE_SECRET: SECRET,
    };
    // The commit built, read before the build: the checkout may move on during a long run.
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
    console.log(`soak: the build in ${DIST}`);
    await buildSite(
      DIST,
      { SITE_URL: siteUrl, API_URL: api.url, NEXT_PUBLIC_API_URL: apiPublicUrl },
      { reuse: Boolean(process.env.SOAK_SKIP_BUILD), inherit: true },
    );
    const dists = PORTS.instances.map((_, index) => copyBuild(`soak-${index + 1}`, DIST));
    stops.push(async () => dists.forEach(removeBuild));
    // Each instance's inspector port, opened by soak/heap.ts on loopback only to measure its live heap.
    const instanceEnv = (index: number) => ({
      ...env,
      METRICS_PORT: String(PORTS.metrics[index]),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect-port=127.0.0.1:${PORTS.inspect[index]}`.trim(),
    });
    const instances = await Promise.all(PORTS.instances.map((port, index) => startSite(port, dists[index], instanceEnv(index))));
    stops.push(() => Promise.all(instances.map((instance) => instance.stop())).then(() => {}));
    const nginx = await startNginx(dir, nginxConfig(dir, cert, key, PORTS), `https://127.0.0.1:${PORTS.https}`);
    stops.push(() => nginx.stop());

    const lists = await Promise.all(
      ['news/?page=1&pageSize=3', 'doctors/'].map(async (p) => (await (await fetch(`${api.url}/api/v1/${p}`)).json()).data),
    );
    const news = lists[0].items.map((item: { slug: string }) => item.slug);
    const doctors = (Array.isArray(lists[1]) ? lists[1] : lists[1].items).slice(0, 2).map((item: { slug: string }) => item.slug);
    const paths = [
      '/',
      '/ru',
      '/en',
      '/about-us',
      '/ru/services',
      '/en/services/lab',
      '/news',
      '/ru/news',
      ...news.map((s: string) => `/en/news/${s}`),
      '/doctors',
      ...doctors.map((s: string) => `/ru/doctors/${s}`),
      '/gallery',
      '/en/reviews',
      '/contacts',
      '/ru/foreign-clients',
      '/sitemap.xml',
      // Made-up addresses, as crawlers and scanners send them: 404, never 5xx.
      '/en/news/no-such-item',
      '/a1.b',
    ];

    // As an operator adds an instance to the pool only once it answers: every page is asked once through the proxy
    // (fault-free) before the timed traffic, so the run measures the site under load, not a cold start on a busy machine.
    const warmUpStarted = Date.now();
    for (const page of paths) {
      let answered = false;
      for (let attempt = 0; attempt < 10 && !answered; attempt += 1) {
        const answer = await viaProxy(cert, page, { port: PORTS.https }).catch(() => null);
        answered = Boolean(answer && answer.status < 500);
        if (!answered) await sleep(3000);
      }
      if (!answered) throw new Error(`warm-up: ${page} did not answer through the proxy within 10 attempts`);
    }
    console.log(`soak: warm-up: ${paths.length} pages answered once in ${Math.round((Date.now() - warmUpStarted) / 1000)} s`);

    faults.setFailureRate(FAULT_RATE);
    const summary: SoakSummary = {
      startedAt: Date.now(),
      commit,
      seconds: SECONDS,
      // A shorter run judges after a shorter warm-up: a third of it at most.
      warmUpMs: Math.min(WARM_UP_MS, (SECONDS * 1000) / 3),
      connections: CONNECTIONS,
      faultRate: FAULT_RATE,
      intervals: [],
      events: [],
      memory: [],
      faults: faults.stats,
      webhooks: { sent: 0, failed: 0 },
    };
    const event = (what: string) => {
      summary.events.push({ at: Date.now(), what });
      console.log(`soak: ${what}`);
    };
    const end = summary.startedAt + SECONDS * 1000;
    const sampleMemory = async () => {
      const at = Date.now();
      const pids = PORTS.instances.map(nextServerPid);
      const instances = pids.map(residentMb);
      const heap = await Promise.all(pids.map((pid, index) => liveHeapMb(pid, PORTS.inspect[index]!)));
      summary.memory.push({ at, instances, heap, pids });
    };
    timers.push(setInterval(() => void sampleMemory(), 20_000));
    // The webhook as the clinic's CMS would call it: through the proxy, which picks an instance.
    timers.push(
      setInterval(() => {
        for (const type of CONTENT_TYPES) {
          summary.webhooks.sent += 1;
          viaProxy(cert, '/api/revalidate', {
            port: PORTS.https,
            method: 'POST',
            headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
            body: JSON.stringify({ type }),
          })
            .then((answer) => answer.status !== 200 && (summary.webhooks.failed += 1))
            .catch(() => (summary.webhooks.failed += 1));
        }
      }, 10_000),
    );
    const at = (share: number, work: () => Promise<void>) =>
      timers.push(setTimeout(() => void work().catch((error) => event(`failed: ${error}`)), SECONDS * 1000 * share));
    // Early, so that the restarted instance is judged over most of the last two thirds after its own warm-up.
    at(0.1, async () => {
      const pid = nextServerPid(PORTS.instances[1]);
      if (pid) process.kill(pid, 'SIGKILL');
      event(`instance 2 killed (SIGKILL, pid ${pid})`);
      await sleep(15_000);
      await instances[1].stop();
      if (stopping) return;
      instances[1] = await startSite(PORTS.instances[1], dists[1], instanceEnv(1));
      event('instance 2 started again');
    });
    at(0.6, async () => {
      await redis.stop();
      event('Redis stopped');
      await sleep(5000);
      redis = await startRedis(PORTS.redis);
      event('Redis started again (empty)');
    });
    event(`traffic starts: ${paths.length} pages, ${CONNECTIONS} connections, ${FAULT_RATE * 100} % of API calls fail`);
    while (Date.now() < end - 1000) {
      const seconds = Math.max(1, Math.min(INTERVAL, Math.round((end - Date.now()) / 1000)));
      summary.intervals.push(await runInterval({ port: PORTS.https, host: PROD.host }, paths, seconds, CONNECTIONS));
    }
    timers.forEach(clearTimeout);
    await sampleMemory();
    // What the operators' metrics endpoint of each instance saw of the same run (instance 2 since its restart).
    summary.metrics = await Promise.all(
      PORTS.metrics.map((port) =>
        fetch(`http://127.0.0.1:${port}/metrics`)
          .then((answer) => answer.text())
          .catch(() => ''),
      ),
    );
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'reports/soak.md'), soakReport(summary));
    const result = verdict(summary);
    console.log(
      `soak: ${result.passed ? 'passed' : 'FAILED'}: ${result.total} requests, ${result.serverErrors} 5xx, ${result.broken} broken pages; reports/soak.md`,
    );
    process.exitCode = result.passed ? 0 : 1;
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
