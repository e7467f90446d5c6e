/**
 * The production topology under load (README "Deploying"): `/en` and a news page through nginx with TLS and its
 * page cache, beside one instance reached directly over plain http. autocannon, 50 connections × 10 s, 3 rounds
 * alternated. Writes reports/bench-proxy.md. Usage: npm run bench:proxy (E2E_SKIP_BUILD=1 reuses the last build).
 */
import os from 'node:os';

import autocannon from 'autocannon';

import { PROD } from '../e2e/production/topology';
import { newestNewsSlug, reportOnTopology, shortCommit } from './topology-report';

const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);

interface Target {
  label: string;
  url: string;
  servername?: string;
  host: string;
}

function run(target: Target): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { host: target.host, 'accept-language': 'en' },
        ...(target.servername ? { servername: target.servername } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

reportOnTopology('reports/bench-proxy.md', async () => {
  const news = await newestNewsSlug();
  const rows: string[] = [];
  for (const path of ['/en', `/en/news/${news}`]) {
    const targets: Target[] = [
      {
        label: 'nginx (TLS, HTTP/1.1 keep-alive, page cache) → 2 instances',
        url: `https://127.0.0.1:${PROD.httpsPort}${path}`,
        servername: PROD.host,
        host: `${PROD.host}:${PROD.httpsPort}`,
      },
      {
        label: 'one instance directly (plain http)',
        url: `http://127.0.0.1:${PROD.instancePorts[0]}${path}`,
        host: `${PROD.host}:${PROD.httpsPort}`,
      },
    ];
    const results = new Map<string, autocannon.Result[]>(targets.map((target) => [target.label, []]));
    for (const target of targets) await run({ ...target }).catch(() => undefined); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) results.get(target.label)!.push(await run(target));
    }
    const rps = targets.map((target) => median(results.get(target.label)!.map((result) => result.requests.average)));
    for (const [index, target] of targets.entries()) {
      const list = results.get(target.label)!;
      const errors = list.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
      rows.push(
        `| \`${path}\` | ${target.label} | ${Math.round(rps[index])} | ${median(list.map((result) => result.latency.p50))} | ${median(list.map((result) => result.latency.p99))} | ${errors} |`,
      );
    }
    rows.push(`| \`${path}\` | **proxy ÷ instance** | **${(rps[0] / rps[1]).toFixed(1)}×** | | | |`);
  }
  return `# Load test of the production topology

Commit \`${shortCommit()}\`, ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.
autocannon, ${CONNECTIONS} connections × ${DURATION_S} s, median of ${ROUNDS} rounds with the targets alternated, after one warm-up
run each. The load generator, nginx, both instances, Redis and the demo API share this machine.

| page | target | requests/s | p50 ms | p99 ms | non-2xx + errors |
|---|---|---|---|---|---|
${rows.join('\n')}

nginx answers public pages from its cache (\`s-maxage=10\` from the site, refreshed in the background), so most
requests never reach Next; the instance reached directly renders nothing either (its own ISR cache), but runs the
middleware and Next's router per request. \`npm run bench:proxy\` regenerates this file.
`;
});
