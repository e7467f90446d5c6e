/**
 * A web vulnerability scan of the production topology (README "Deploying": nginx with TLS, two instances, Redis,
 * the demo API) with Wapiti, Debian's open-source scanner (`apt-get install -y wapiti`). It crawls the site from
 * its home page and attacks every page and form it finds (injection, XSS, CRLF, open redirect, file and command
 * injection, headers, cookies, the CSP, HTTP methods). Writes reports/scan.md; exits 1 above "low".
 *
 * Wapiti resolves the site's name with the system resolver: add `127.0.0.1 clinic.test` to /etc/hosts for the run.
 * `SCAN_MINUTES` bounds the scan (10 by default); `E2E_SKIP_BUILD=1` reuses the last topology build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { SITE_URL } from '../e2e/production/topology';
import { reportOnTopology, shortCommit } from './topology-report';

/** Wapiti's default modules without `ssrf` (it needs Wapiti's own server on the internet), plus a few more. */
const MODULES = [
  'blindsql',
  'cookieflags',
  'crlf',
  'csp',
  'exec',
  'file',
  'http_headers',
  'permanentxss',
  'redirect',
  'sql',
  'xss',
  'methods',
  'xxe',
  'backup',
  'htaccess',
];
const LEVELS = ['info', 'low', 'medium', 'high', 'critical'] as const;
const minutes = Number(process.env.SCAN_MINUTES || 10);
/** Where the crawl starts besides the home page: every template in each language, and the forms. */
const START_PATHS = [
  '/',
  '/en',
  '/ru',
  '/en/news',
  '/en/doctors',
  '/en/services',
  '/en/contacts',
  '/en/reviews',
  '/en/gallery',
  '/en/search?q=tooth',
  '/en/book',
  '/en/foreign-clients',
  '/ru/about-us',
  '/en/profile/1',
];

interface Finding {
  method: string;
  path: string;
  info: string;
  level: number;
  parameter: string;
}
interface WapitiReport {
  vulnerabilities: Record<string, Finding[]>;
  anomalies: Record<string, Finding[]>;
  additionals?: Record<string, Finding[]>;
  infos: Record<string, unknown>;
}

const version = () => execFileSync('wapiti', ['--version'], { encoding: 'utf8' }).trim().split('\n').pop();

reportOnTopology('reports/scan.md', async (topology) => {
  const output = path.join(path.dirname(topology.cert), 'wapiti.json');
  const started = Date.now();
  const run = spawnSync(
    'wapiti',
    [
      '-u',
      `${SITE_URL}/`,
      ...START_PATHS.flatMap((start) => ['-s', `${SITE_URL}${start}`]),
      '--scope',
      'domain',
      '-m',
      MODULES.join(','),
      '--flush-session',
      '--max-scan-time',
      String(minutes * 60),
      '--max-links-per-page',
      '40',
      '-d',
      '4',
      '--verify-ssl',
      '0',
      '-f',
      'json',
      '-o',
      output,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!fs.existsSync(output)) throw new Error(`wapiti wrote no report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  const report = JSON.parse(fs.readFileSync(output, 'utf8')) as WapitiReport;
  const rows = (groups: Record<string, Finding[]>) =>
    Object.entries(groups).flatMap(([category, findings]) => findings.map((finding) => ({ category, ...finding })));
  const vulnerabilities = rows(report.vulnerabilities);
  const anomalies = rows(report.anomalies);
  const worst = Math.max(0, ...vulnerabilities.map((finding) => finding.level));
  const table = (list: ReturnType<typeof rows>) =>
    list.length === 0
      ? 'None.\n'
      : [
          '| level | category | request | parameter | what the scanner says |',
          '|---|---|---|---|---|',
          ...list.map(
            (f) =>
              `| ${LEVELS[f.level] ?? f.level} | ${f.category} | \`${f.method} ${f.path}\` | ${f.parameter || '—'} | ${f.info.replace(/\s+/g, ' ').replace(/\|/g, '\\|')} |`,
          ),
        ].join('\n') + '\n';
  const byCategory = Object.entries(report.vulnerabilities).map(([category, findings]) => `| ${category} | ${findings.length} |`);
  if (worst > 1) process.exitCode = 1;
  return `# Web vulnerability scan of the production topology

\`npm run scan\` (scripts/scan.ts), ${new Date(started).toISOString()}, commit \`${shortCommit()}\`: ${version()} against
\`${SITE_URL}/\` (nginx with TLS from \`deploy/nginx.conf\`, two \`npm start\` instances on Redis with an ACL user, the
demo API behind the same proxy), crawling from ${START_PATHS.length} pages (${START_PATHS.map((start) => `\`${start}\``).join(', ')}; scope: the whole host, depth 4, at most ${minutes} minutes,
${Math.round((Date.now() - started) / 1000)} s taken), modules: ${MODULES.join(', ')}.

**Highest level found: ${worst === 0 && vulnerabilities.length === 0 ? 'nothing' : LEVELS[worst]}** (the acceptance bar: nothing above "low").

## Vulnerabilities by category

| category | findings |
|---|---|
${byCategory.join('\n')}

## Findings

${table(vulnerabilities)}
## Anomalies (server errors or timeouts the attacks caused)

${table(anomalies)}`;
});
