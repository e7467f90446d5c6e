/**
 * The MDN HTTP Observatory's grade of the production topology (README "Deploying"): the home page, a news page
 * and the contacts page, scanned over TLS through nginx with the test certificate trusted. Writes
 * reports/observatory.md. The scanner is large (it brings a database driver), so it is not a dependency:
 *   npm install --no-save --ignore-scripts @mdn/mdn-http-observatory@1.4.8   (or OBSERVATORY_DIR=<its install>)
 *   E2E_PROD_HTTPS_PORT=443 E2E_PROD_HTTP_PORT=80 npm run observatory
 * The scanner checks the http→https redirect and HSTS on the standard ports, so nginx must get 443 and 80 (root),
 * and it reads the name from the system resolver: add `127.0.0.1 clinic.test` to /etc/hosts for the run. Its
 * HSTS-preload list is downloaded by its install script; without network, `echo '{}'` into its conf/hsts-preload.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { PROD } from '../e2e/production/topology';
import { newestNewsSlug, reportOnTopology, shortCommit } from './topology-report';

const scanner = process.env.OBSERVATORY_DIR
  ? path.join(process.env.OBSERVATORY_DIR, 'node_modules/@mdn/mdn-http-observatory/src/scanner/index.js')
  : path.resolve('node_modules/@mdn/mdn-http-observatory/src/scanner/index.js');

/** Runs in a child: the certificate must be trusted from the process start, and the test names resolve to 127.0.0.1. */
const RUNNER = `
import dns from 'node:dns';
import path from 'node:path';
const lookup = dns.lookup;
dns.lookup = (host, options, callback) => {
  if (typeof options === 'function') [callback, options] = [options, {}];
  if (host === '${PROD.host}') return options?.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
  return lookup(host, options, callback);
};
// The scanner's own scan() reads only '/', so its steps are taken here with the page's path.
const src = path.dirname(path.dirname(process.env.SCANNER));
const { retrieve } = await import(src + '/retriever/retriever.js');
const { ALL_TESTS } = await import(src + '/constants.js');
const { getGradeForScore, getScoreModifier } = await import(src + '/grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(src + '/grader/charts.js');
const r = await retrieve('${PROD.host}', { path: process.env.SCAN_PATH });
if (!r.responses.auto) throw new Error('The site did not answer');
let passed = 0, withCredit = 100, uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const result = test(r);
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  passed += result.pass ? 1 : 0;
  withCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { pass: result.pass, result: result.result, scoreModifier: modifier };
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
console.log(JSON.stringify({ scan: { grade: final.grade, score: final.score, status: r.responses.auto.status, testsPassed: passed, testsQuantity: ALL_TESTS.length }, tests }));
`;

if (!fs.existsSync(scanner)) {
  console.error(new Error(`The scanner is not installed (${scanner}): see the comment at the top of scripts/observatory.ts.`));
  process.exit(1);
}

reportOnTopology('reports/observatory.md', async (topology) => {
  const runner = path.join(path.dirname(topology.cert), 'observatory-runner.mjs');
  fs.writeFileSync(runner, RUNNER);
  const news = await newestNewsSlug();
  const rows: string[] = [];
  const details: string[] = [];
  for (const page of ['/', `/en/news/${news}`, '/ru/contacts']) {
    const output = execFileSync(process.execPath, [runner], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: topology.cert, SCANNER: scanner, SCAN_PATH: page },
      encoding: 'utf8',
    });
    const result = JSON.parse(output.trim().split('\n').pop()!) as {
      scan: { grade: string; score: number; status: number; testsPassed: number; testsQuantity: number };
      tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
    };
    rows.push(
      `| \`${page}\` | ${result.scan.status} | **${result.scan.grade}** | ${result.scan.score} | ${result.scan.testsPassed}/${result.scan.testsQuantity} |`,
    );
    details.push(
      `### \`${page}\`\n\n| test | result | score |\n|---|---|---|\n` +
        Object.entries(result.tests)
          .map(([name, test]) => `| ${name} | ${test.result} | ${test.scoreModifier > 0 ? '+' : ''}${test.scoreModifier} |`)
          .join('\n'),
    );
  }
  return `# MDN HTTP Observatory

Commit \`${shortCommit()}\`, ${new Date().toISOString().slice(0, 10)}. \`@mdn/mdn-http-observatory\` 1.4.8 scanning
\`https://${PROD.host}:${PROD.httpsPort}\` (nginx with TLS running \`deploy/nginx.conf\` in front of two instances,
the production topology of the browser tests), with the test certificate trusted. \`npm run observatory\` regenerates it.

| page | status | grade | score | tests passed |
|---|---|---|---|---|
${rows.join('\n')}

${details.join('\n\n')}
`;
});
