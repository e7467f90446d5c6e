/**
 * The MDN HTTP Observatory's grade of the production topology (README "Deploying"): the home page, a news page
 * and the contacts page, scanned over TLS through nginx with the test certificate trusted. Writes
 * reports/observatory.md. The scanner is large (it brings a database driver), so it is not a dependency:
 *   npm install --no-save --ignore-scripts @mdn/mdn-http-observatory@1.4.8   (or OBSERVATORY_DIR=<its install>)
 *   npm run observatory
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROD, startTopology } from '../e2e/production/topology';

const scanner = process.env.OBSERVATORY_DIR
  ? path.join(process.env.OBSERVATORY_DIR, 'node_modules/@mdn/mdn-http-observatory/src/scanner/index.js')
  : path.resolve('node_modules/@mdn/mdn-http-observatory/src/scanner/index.js');

/** Runs in a child: the certificate must be trusted from the process start, and the test names resolve to 127.0.0.1. */
const RUNNER = `
import dns from 'node:dns';
const lookup = dns.lookup;
dns.lookup = (host, options, callback) => {
  if (typeof options === 'function') [callback, options] = [options, {}];
  if (host === '${PROD.host}') return options?.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
  return lookup(host, options, callback);
};
const { scan } = await import(process.env.SCANNER);
const result = await scan('${PROD.host}', { httpsPort: ${PROD.httpsPort}, httpPort: ${PROD.httpPort}, path: process.env.SCAN_PATH });
console.log(JSON.stringify({ scan: result.scan, tests: Object.fromEntries(Object.entries(result.tests).map(([k, t]) => [k, { pass: t.pass, result: t.result, scoreModifier: t.scoreModifier }])) }));
`;

async function main() {
  if (!fs.existsSync(scanner)) throw new Error(`The scanner is not installed (${scanner}): see the comment at the top of scripts/observatory.ts.`);
  const topology = await startTopology();
  const runner = path.join(path.dirname(topology.cert), 'observatory-runner.mjs');
  fs.writeFileSync(runner, RUNNER);
  try {
    const api = `http://127.0.0.1:${PROD.apiPort}/api/v1`;
    const news = (await (await fetch(`${api}/news/?page=1&pageSize=1`)).json()).data.items[0].slug as string;
    const rows: string[] = [];
    const details: string[] = [];
    for (const page of ['/', `/en/news/${news}`, '/ru/contacts']) {
      const output = execFileSync(process.execPath, [runner], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: topology.cert, SCANNER: scanner, SCAN_PATH: page },
        encoding: 'utf8',
      });
      const result = JSON.parse(output.trim().split('\n').pop()!) as {
        scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
        tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
      };
      rows.push(`| \`${page}\` | **${result.scan.grade}** | ${result.scan.score} | ${result.scan.testsPassed}/${result.scan.testsQuantity} |`);
      details.push(
        `### \`${page}\`\n\n| test | result | score |\n|---|---|---|\n` +
          Object.entries(result.tests)
            .map(([name, test]) => `| ${name} | ${test.result} | ${test.scoreModifier > 0 ? '+' : ''}${test.scoreModifier} |`)
            .join('\n'),
      );
    }
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const report = `# MDN HTTP Observatory

Commit \`${commit}\`, ${new Date().toISOString().slice(0, 10)}. \`@mdn/mdn-http-observatory\` 1.4.8 scanning
\`https://${PROD.host}:${PROD.httpsPort}\` (nginx with TLS running \`deploy/nginx.conf\` in front of two instances,
the production topology of the browser tests), with the test certificate trusted. \`npm run observatory\` regenerates it.

| page | grade | score | tests passed |
|---|---|---|---|
${rows.join('\n')}

${details.join('\n\n')}
`;
    fs.writeFileSync('reports/observatory.md', report);
    console.log(report);
  } finally {
    await topology.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
