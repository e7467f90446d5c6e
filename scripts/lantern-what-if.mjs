#!/usr/bin/env node
/**
 * `npx tsx scripts/lantern-what-if.mjs URL LANGUAGE [VARIANT…]`: what Lighthouse's simulated FCP and LCP would be if
 * the page had loaded other requests. Lighthouse loads the page once (`-G`, mobile preset, headless Chromium) and then
 * scores the saved load again (`-A`) for each variant, with requests taken out of its network log or their sizes
 * changed. The simulation (Lighthouse's "lantern" model) rebuilds the timings from that log, so a variant answers
 * "which requests does the simulated LCP wait for, and what would it take to move it" without building the site
 * another way. Nothing in it is a measurement of a real load: it is the model's arithmetic.
 *
 * A VARIANT is `label::drop::resize` (`::`, as a regular expression may hold `|`):
 *   drop    a regular expression; requests whose URL matches are left out (empty: none);
 *   resize  comma-separated `regex=bytes`: matching requests transfer that many bytes.
 * Example (reports/perf-analysis.md): the page's four font files as two of 10 kB each:
 *   npx tsx scripts/lantern-what-if.mjs http://localhost:3000/book hy 'two fonts of 10 kB::latin::armenian-400=10000,armenian-600=10000'
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { CHROMIUM_LAUNCH_OPTIONS } from '../playwright.config';

const [url, language = 'en', ...variants] = process.argv.slice(2);
if (!url) {
  console.error("Usage: npx tsx scripts/lantern-what-if.mjs URL LANGUAGE ['label::drop-regex::regex=bytes,…' …]");
  process.exit(1);
}
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
const lighthouse = path.join('node_modules', 'lighthouse', 'cli', 'index.js');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'what-if-'));
const gathered = path.join(work, 'gathered');
const LOG = 'defaultPass.devtoolslog.json';

function runLighthouse(mode, dir, output) {
  const flags = ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args, `--accept-lang=${language}`];
  const result = spawnSync(
    process.execPath,
    [
      lighthouse,
      url,
      `${mode}=${dir}`,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${flags.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`Lighthouse ${mode} failed (exit ${result.status})`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code}`);
  return report;
}

/** A copy of the gathered load with the variant's requests left out or resized in the network log. */
function variantOf(label, drop, resize) {
  const dir = path.join(work, label.replace(/\W+/g, '-'));
  fs.cpSync(gathered, dir, { recursive: true });
  const log = JSON.parse(fs.readFileSync(path.join(gathered, LOG), 'utf8'));
  const urlOf = new Map(log.filter((e) => e.method === 'Network.requestWillBeSent').map((e) => [e.params.requestId, e.params.request.url]));
  const dropped = new Set([...urlOf].filter(([, u]) => drop && new RegExp(drop).test(u)).map(([id]) => id));
  const sizes = new Map();
  for (const rule of resize ? resize.split(',') : []) {
    const at = rule.lastIndexOf('=');
    const pattern = new RegExp(rule.slice(0, at));
    for (const [id, u] of urlOf) if (pattern.test(u)) sizes.set(id, Number(rule.slice(at + 1)));
  }
  const edited = log
    .filter((e) => !dropped.has(e.params?.requestId))
    .map((e) => {
      const size = sizes.get(e.params?.requestId);
      if (size === undefined) return e;
      if (e.method === 'Network.loadingFinished') e.params.encodedDataLength = size;
      if (e.method === 'Network.responseReceived') e.params.response.encodedDataLength = 0;
      return e;
    });
  fs.writeFileSync(path.join(dir, LOG), JSON.stringify(edited));
  return { dir, dropped: dropped.size, resized: sizes.size };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
function line(label, report, note = '') {
  const audits = report.audits;
  const observed = audits.metrics.details.items[0];
  return `| ${label} | ${seconds(audits['first-contentful-paint'].numericValue)} | ${seconds(audits['largest-contentful-paint'].numericValue)} | ${seconds(observed.observedLargestContentfulPaint)} | ${note} |`;
}

const base = runLighthouse('-GA', gathered, path.join(work, 'gathered.json'));
const rows = [line('as loaded', base)];
for (const variant of variants) {
  const [label, drop = '', resize = ''] = variant.split('::');
  const { dir, dropped, resized } = variantOf(label, drop, resize);
  rows.push(line(label, runLighthouse('-A', dir, `${dir}.json`), `${dropped} left out, ${resized} resized`));
}
const requests = base.audits['network-requests'].details.items;
console.log(`${url} (${language}), Lighthouse ${base.lighthouseVersion}, ${requests.length} requests\n`);
console.log('| variant | simulated FCP | simulated LCP | observed LCP | requests changed |');
console.log('|---|---:|---:|---:|---|');
for (const row of rows) console.log(row);
fs.rmSync(work, { recursive: true, force: true });
