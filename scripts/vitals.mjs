#!/usr/bin/env node
/**
 * `npm run vitals`: real visitors' speed over the last 24 hours, per page template and language, from the
 * running site (GET /api/vitals with the operator's secret, REVALIDATE_SECRET; features/vitals). The site adds
 * up every instance's reports in Redis, or its own without Redis.
 *
 *   SITE_URL (or http://localhost:$PORT) — where the site runs; REVALIDATE_SECRET — the operator's secret.
 *   --json prints the answer as it came.
 */
const origin = (process.env.VITALS_SITE_URL || process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');
const secret = process.env.REVALIDATE_SECRET;
if (!secret) {
  console.error('REVALIDATE_SECRET is not set: the summary is for the site’s operator only.');
  process.exit(2);
}

let response;
try {
  response = await fetch(`${origin}/api/vitals`, { headers: { Authorization: `Bearer ${secret}` } });
} catch (error) {
  console.error(`The site at ${origin} did not answer: ${error.cause?.message ?? error.message}`);
  process.exit(1);
}
if (!response.ok) {
  console.error(`The site at ${origin} answered ${response.status}${response.status === 401 ? ' (another REVALIDATE_SECRET?)' : ''}.`);
  process.exit(1);
}
const summary = await response.json();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(summary, null, 2));
  process.exit(0);
}

/** Google's thresholds for "good" at the 75th percentile. */
const GOOD = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 };
const format = (metric, value) => (value === null ? '—' : metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);
const mark = (metric, value) => (value === null ? ' ' : value <= GOOD[metric] ? ' ' : '!');

const rows = summary.rows;
console.log(`Real visitors, last ${summary.hours} h, 75th percentile (sampled visits; ! = over Google's "good" line)\n`);
if (rows.length === 0) {
  console.log('No visits measured yet.');
  process.exit(0);
}
const header = ['template', 'lang', 'visits', 'LCP', 'INP', 'CLS', 'TTFB'];
const table = rows.map((row) => [
  row.template,
  row.locale,
  String(row.visits),
  ...['LCP', 'INP', 'CLS', 'TTFB'].map(
    (metric) => `${format(metric, row.p75[metric])}${mark(metric, row.p75[metric])} (${row.samples[metric]})`,
  ),
]);
const widths = header.map((title, index) => Math.max(title.length, ...table.map((cells) => cells[index].length)));
const line = (cells) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  ');
console.log(line(header));
for (const cells of table) console.log(line(cells));
console.log('\n(n) = values each percentile is read from.');
