#!/usr/bin/env node
// Load test (autocannon, loopback only, bounded in time) of the production server beside the framework floor app
// (scripts/floor-app.ts) and a plain static file server that serves the same prerendered HTML (the physical limit).
// Runs alternate between the three servers, BENCH_ROUNDS rounds (default 3); the report gives the median of each.
// Writes reports/bench.md. Usage: npm run bench
import fs from 'node:fs';
import http from 'node:http';

import autocannon from 'autocannon';

import { startFloorApp } from './floor-app';
import { portsOf } from './processes';
import { commitId, machineDescription, startProductionSite } from './report-site';

const DURATION_S = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const STATIC_PORT = portsOf('report').static;

const machine = machineDescription();
const site = await startProductionSite();
let floor = null;

async function firstSlug(url) {
  const body = await (await fetch(url)).json();
  const list = Array.isArray(body.data) ? body.data : body.data.items;
  return list[0].slug;
}

/** The baseline: a bare Node file server answering with the HTML files Next prerendered for these pages. */
function startStaticServer(files) {
  const cache = new Map(Object.entries(files).map(([route, file]) => [route, fs.readFileSync(file)]));
  const server = http.createServer((req, res) => {
    const body = cache.get(req.url ?? '/');
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(STATIC_PORT, '127.0.0.1', () => resolve(server)));
}

function run(url, lang, duration = DURATION_S) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-language': lang } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  floor = await startFloorApp();
  const news = await firstSlug(`${site.api}/news/?page=1&pageSize=1`);
  const doctor = await firstSlug(`${site.api}/doctors/`);
  const routes = {
    '/en': 'en.html',
    '/': 'hy.html',
    [`/news/${news}`]: `hy/news/${news}.html`,
    [`/doctors/${doctor}`]: `hy/doctors/${doctor}.html`,
  };
  const files = Object.fromEntries(Object.entries(routes).map(([route, file]) => [route, `${site.distDir}/server/app/${file}`]));
  const missing = Object.values(files).filter((file) => !fs.existsSync(file));
  if (missing.length) throw new Error(`not prerendered: ${missing.join(', ')}`);
  const lang = (route) => (route.startsWith('/en') ? 'en' : 'hy');

  // Proof that Next serves these pages from its prerender cache: the response says so.
  const cacheEvidence = [];
  for (const route of Object.keys(routes)) {
    await fetch(site.origin + route, { headers: { 'accept-language': lang(route) } });
    const response = await fetch(site.origin + route, { headers: { 'accept-language': lang(route) } });
    cacheEvidence.push(
      `| \`${route}\` | ${response.headers.get('x-nextjs-cache') ?? '—'} | ${response.headers.get('x-nextjs-prerender') ?? '—'} | \`${response.headers.get('cache-control')}\` |`,
    );
  }

  const staticServer = await startStaticServer(files);
  const staticOrigin = `http://127.0.0.1:${STATIC_PORT}`;
  // Every round runs each target once, site and floor runs alternating, so all of them see the same machine load.
  const targets = [
    ['site', '/en', site.origin],
    ...(floor ? [['floor app', '/en', floor.origin]] : []),
    ['site', `/news/${news}`, site.origin],
    ['static file server', '/en', staticOrigin],
    ['site', '/', site.origin],
    ...(floor ? [['floor app', '/', floor.origin]] : []),
    ['site', `/doctors/${doctor}`, site.origin],
    ['static file server', `/news/${news}`, staticOrigin],
  ];
  // A short unmeasured run per target first: the first requests of a fresh server load its code.
  for (const [, route, origin] of targets) await run(origin + route, lang(route), 2);
  const results = new Map();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, route, origin] of targets) {
      process.stdout.write(`[${round}/${ROUNDS}] ${name} ${route} … `);
      const result = await run(origin + route, lang(route));
      console.log(`${Math.round(result.requests.average)} req/s`);
      const key = `${name} ${route}`;
      results.set(key, [
        ...(results.get(key) ?? []),
        { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx },
      ]);
    }
  }
  staticServer.close();

  const summary = (name, route) => {
    const runs = results.get(`${name} ${route}`);
    if (!runs) return null;
    return {
      rps: median(runs.map((r) => r.rps)),
      perRound: runs.map((r) => r.rps),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    };
  };
  const floorEn = summary('floor app', '/en');
  const table = targets.map(([name, route]) => {
    const row = summary(name, route);
    const staticRow = summary('static file server', route);
    return `| \`${route}\` | ${name} | ${Math.round(row.rps)} | ${row.perRound.map(Math.round).join(' / ')} | ${row.p50} ms | ${row.p99} ms | ${floorEn ? (row.rps / floorEn.rps).toFixed(2) : '—'} | ${staticRow ? (row.rps / staticRow.rps).toFixed(2) : '—'} | ${row.errors} |`;
  });
  // The goal: the site's /en and a news item at least 0.8× the floor app's /en, round by round.
  const roundRatios = floorEn
    ? ['/en', `/news/${news}`].map((route) => {
        const ratios = summary('site', route).perRound.map((rps, index) => (rps / floorEn.perRound[index]).toFixed(2));
        return `- \`${route}\`: ${ratios.join(', ')} of the floor app's \`/en\` in rounds 1–${ROUNDS} (goal ≥ 0.80)`;
      })
    : [];
  const report = [
    '# Load test',
    '',
    `Generated by \`npm run bench\` on ${new Date().toISOString()} at commit \`${commitId()}\`: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${ROUNDS} rounds with the servers alternating, loopback; the load generator shares the cores with the servers.`,
    `Machine: ${machine}.`,
    "Servers: the production site (`npm run build` + `npm start`, demo API beside it), the framework floor app (a bare Next + next-intl app, `next build` + `next start`) and a bare Node file server that answers with the site's prerendered HTML, the physical limit.",
    '',
    "| page | server | req/s (median) | req/s per round | p50 | p99 | ratio to the floor app's `/en` | ratio to the static file server | errors/non-2xx |",
    '|---|---|---:|---|---:|---:|---:|---:|---:|',
    ...table,
    '',
    ...(roundRatios.length
      ? ['Same-round ratios to the floor app:', '', ...roundRatios, '']
      : ['No floor app was found (FLOOR_APP_DIR), so there is no same-run reference.', '']),
    '## Served from the prerender cache',
    '',
    'Second request to each page; `x-nextjs-cache: HIT` means Next answered from its prerender/ISR cache without rendering, and `s-maxage` + `stale-while-revalidate` let a CDN cache it too.',
    '',
    '| page | x-nextjs-cache | x-nextjs-prerender | cache-control |',
    '|---|---|---|---|',
    ...cacheEvidence,
    '',
  ].join('\n');
  fs.mkdirSync('reports', { recursive: true });
  fs.writeFileSync(process.env.BENCH_OUT || 'reports/bench.md', report);
  console.log(report);
} finally {
  await site.stop();
  await floor?.stop();
}
