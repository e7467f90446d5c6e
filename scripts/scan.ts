/**
 * `npm run scan`: a web vulnerability scan of the production topology (README "Deploying": nginx with TLS, two
 * instances, Redis, the demo API) with Wapiti, Debian's open-source scanner (`apt-get install -y wapiti`).
 * Writes reports/scan.md; exits 1 on a finding above "low", and on a scan that is not a full pass (a crawl or an
 * attack module stopped by its time cap, or a target that was not reached).
 *
 * What is scanned is chosen so the pass completes: every page template once with every parameter it takes, not
 * every value of each parameter. The main run crawls the English pages (the same templates and handlers serve
 * Armenian and Russian; only the messages differ) with the endless URL spaces left out (the doctors filter and
 * booking preselection values, the gallery's `?item=`, news paging, `?signin=` on every page, each media file);
 * then one run per left-out URL space attacks one URL of it, and the Armenian and Russian home pages with the
 * application form.
 *
 * Wapiti resolves the site's name with the system resolver: add `127.0.0.1 clinic.test` to /etc/hosts for the run.
 * SCAN_MAX_MINUTES (60) caps the crawl and each attack module of each run; SCAN_JOBS (3) runs that many at once;
 * `E2E_SKIP_BUILD=1` reuses the last topology build.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { SITE_URL } from '../e2e/production/topology';
import { reportOnTopology, shortCommit } from './topology-report';

/**
 * Wapiti's default modules without `ssrf` (it needs Wapiti's own server on the internet), plus the checks of
 * methods, XXE, backup files and .htaccess.
 */
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
/** Debian's wapiti through a wrapper that corrects its exclusion patterns for Python 3.11 (see the file). */
const WAPITI = ['/usr/bin/python3', [path.join(__dirname, 'scan/wapiti.py')]] as const;
const MAX_SECONDS = Number(process.env.SCAN_MAX_MINUTES || 60) * 60;
const JOBS = Math.max(1, Number(process.env.SCAN_JOBS || 3));

interface ScanTarget {
  /** The base URL (path and query on the site). */
  url: string;
  /** Wapiti's scope: `folder` crawls everything under the base; `url` attacks exactly that URL. */
  scope: 'folder' | 'url';
  /** Where the crawl starts besides the base. */
  starts?: string[];
  /** URL patterns the crawl leaves out (`*` is any text). */
  excludes?: string[];
  /** Forms with more fields are not attacked in this run (the application form, attacked in a run of its own). */
  maxParameters?: number;
  what: string;
}

/** The fields of the application form (name, phone, six days, consent, service, doctor, message, time, channel). */
const APPLICATION_FORM_FIELDS = 14;

/** The URL spaces with one page per value: the main crawl leaves them out, a run of their own attacks one URL of each. */
const ENDLESS = ['*signin=*', '*service=*', '*doctor=*', '*lang=*', '*item=*', '*page=*', '*/news/page/*', '*/media/*'];

const TARGETS: ScanTarget[] = [
  {
    url: '/en/',
    scope: 'folder',
    starts: [
      '/en/news',
      '/en/doctors',
      '/en/services',
      '/en/contacts',
      '/en/reviews',
      '/en/gallery',
      '/en/search?q=tooth',
      '/en/book',
      '/en/foreign-clients',
      '/en/about-us',
      '/en/profile/1',
      '/en/no-such-page',
    ],
    excludes: ENDLESS,
    maxParameters: APPLICATION_FORM_FIELDS - 1,
    what: 'every English page the crawl reaches (depth 3) and the forms on them (search, reviews), without the URL spaces below; the application form, on every service and doctor page, is attacked once on the home page',
  },
  { url: '/en', scope: 'url', what: 'the English home page and the application form' },
  { url: '/', scope: 'url', maxParameters: APPLICATION_FORM_FIELDS - 1, what: 'the Armenian home page (unprefixed)' },
  { url: '/ru', scope: 'url', maxParameters: APPLICATION_FORM_FIELDS - 1, what: 'the Russian home page' },
  { url: '/ru/search?q=%D0%B7%D1%83%D0%B1', scope: 'url', what: 'the Russian search with a Cyrillic query' },
  { url: '/en?signin=1', scope: 'url', what: 'the sign-in dialog’s parameter (`?signin=` on every page)' },
  { url: '/en/doctors?service=dentistry&lang=en', scope: 'url', what: 'the doctors filter (one variant of its values)' },
  { url: '/en/book?doctor=narek-avetisyan&service=sonography', scope: 'url', what: 'the booking page’s preselection' },
  { url: '/en/gallery?item=12', scope: 'url', what: 'the gallery’s open picture (`?item=`)' },
  { url: '/en/news/page/2', scope: 'url', what: 'news paging (`/news/page/N`)' },
  { url: '/media/doctors/armen-grigoryan.svg', scope: 'url', what: 'the media proxy (one picture of the API)' },
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
}
interface RunResult {
  target: ScanTarget;
  seconds: number;
  /** What was crawled: requests (pages, forms) Wapiti kept to attack. */
  resources: number;
  /** Per attack module, how many of those resources it finished. */
  attacked: Record<string, number>;
  /** Lines where Wapiti says it stopped at a time cap. */
  capped: string[];
  findings: Array<Finding & { category: string }>;
  anomalies: Array<Finding & { category: string }>;
  exitCode: number | null;
}

const rows = (groups: Record<string, Finding[]>) =>
  Object.entries(groups).flatMap(([category, findings]) => findings.map((finding) => ({ category, ...finding })));

function sessionCounts(sessionDir: string): { resources: number; attacked: Record<string, number> } {
  const db = fs.readdirSync(sessionDir).find((name) => name.endsWith('.db'));
  if (!db) return { resources: 0, attacked: {} };
  const query = (sql: string) => execFileSync('sqlite3', ['-separator', '\t', path.join(sessionDir, db), sql], { encoding: 'utf8' });
  const resources = Number(query('select count(*) from paths where evil = 0').trim());
  const attacked = Object.fromEntries(
    query('select module_name, count(distinct path_id) from attack_log group by module_name')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
      .map(([module, count]) => [module!, Number(count)]),
  );
  return { resources, attacked };
}

function runWapiti(target: ScanTarget, workDir: string, index: number): Promise<RunResult> {
  const sessionDir = path.join(workDir, `session-${index}`);
  const output = path.join(workDir, `wapiti-${index}.json`);
  fs.mkdirSync(sessionDir, { recursive: true });
  const args = [
    '-u',
    `${SITE_URL}${target.url}`,
    ...(target.starts ?? []).flatMap((start) => ['-s', `${SITE_URL}${start}`]),
    // Wapiti takes only patterns that start with the scheme.
    ...(target.excludes ?? []).flatMap((pattern) => ['-x', `${SITE_URL}${pattern}`]),
    ...(target.maxParameters ? ['--max-parameters', String(target.maxParameters)] : []),
    '--scope',
    target.scope,
    '-m',
    MODULES.join(','),
    '-d',
    '3',
    '--max-links-per-page',
    '60',
    '--max-scan-time',
    String(MAX_SECONDS),
    '--max-attack-time',
    String(MAX_SECONDS),
    '-t',
    '15',
    '--verify-ssl',
    '0',
    '--flush-session',
    '--store-session',
    sessionDir,
    '-f',
    'json',
    '-o',
    output,
  ];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let log = '';
    const child = spawn(WAPITI[0], [...WAPITI[1], ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('error', reject);
    child.on('exit', (exitCode) => {
      if (!fs.existsSync(output))
        return reject(new Error(`wapiti wrote no report for ${target.url} (exit ${exitCode}):\n${log.slice(-4000)}`));
      const report = JSON.parse(fs.readFileSync(output, 'utf8')) as WapitiReport;
      resolve({
        target,
        seconds: Math.round((Date.now() - started) / 1000),
        ...sessionCounts(sessionDir),
        capped: log.split('\n').filter((line) => /Max (scan|attack) time was reached/.test(line)),
        findings: rows(report.vulnerabilities),
        anomalies: rows(report.anomalies),
        exitCode,
      });
    });
  });
}

const version = () =>
  execFileSync(WAPITI[0], [...WAPITI[1], '--version'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();

const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');

function findingsTable(list: RunResult['findings']): string {
  if (list.length === 0) return 'None.\n';
  return [
    '| level | category | request | parameter | what the scanner says |',
    '|---|---|---|---|---|',
    ...list.map(
      (f) => `| ${LEVELS[f.level] ?? f.level} | ${f.category} | \`${f.method} ${f.path}\` | ${f.parameter || '—'} | ${cell(f.info)} |`,
    ),
  ].join('\n');
}

/** Why a low finding is left as it is. */
const ASSESSMENTS: Record<string, string> = {
  'X-XSS-Protection':
    'The header drives the XSS auditor browsers removed (Chrome 78, Edge; Firefox never had it); OWASP and MDN advise leaving it out and relying on the Content-Security-Policy, which every page carries without `unsafe-inline` scripts.',
  NEXT_LOCALE:
    '`NEXT_LOCALE` holds only `hy`, `ru` or `en`; the page’s own script writes it when a visitor picks a language, so it cannot be HttpOnly. It is `Secure` over https and carries no session; the session cookies are `HttpOnly; Secure; SameSite=Strict` with the `__Host-` prefix.',
};

function scanReport(results: RunResult[], started: number, wapitiVersion: string, commit: string): string {
  const findings = results.flatMap((result) => result.findings);
  const anomalies = results.flatMap((result) => result.anomalies);
  const worst = Math.max(0, ...findings.map((finding) => finding.level));
  const capped = results.flatMap((result) => result.capped.map((line) => `${result.target.url}: ${line.trim()}`));
  const unreached = results.filter((result) => result.resources === 0).map((result) => result.target.url);
  const full = capped.length === 0 && unreached.length === 0 && results.every((result) => result.exitCode === 0);
  const seconds = Math.round((Date.now() - started) / 1000);
  const unique = new Map(findings.map((f) => [`${f.category}\t${f.info}`, f]));
  const assessed = [...unique.values()].map((f) => {
    const why = Object.entries(ASSESSMENTS).find(([key]) => f.info.includes(key))?.[1] ?? 'Not assessed.';
    return `| ${LEVELS[f.level]} | ${f.category} | ${cell(f.info)} | ${why} |`;
  });
  return `# Web vulnerability scan of the production topology

\`npm run scan\` (scripts/scan.ts), ${new Date(started).toISOString()}, commit \`${commit}\`: ${wapitiVersion} (Debian's package)
against \`${SITE_URL}\`: nginx with TLS from \`deploy/nginx.conf\`, two \`npm start\` instances on Redis with an ACL
user and signed cache entries, the demo API behind the same proxy. ${results.length} Wapiti runs, ${JOBS} at a time, ${seconds} s in all.
Modules: ${MODULES.join(', ')} (\`ssrf\` left out: it needs Wapiti's server on the internet). Each run: depth 3, at
most 60 links a page, a request timeout of 15 s, and a cap of ${MAX_SECONDS / 60} minutes on the crawl and on each
attack module.

**Highest level found: ${findings.length === 0 ? 'nothing' : LEVELS[worst]}** (the acceptance bar: nothing above "low").
**${full ? 'A full pass' : 'Not a full pass'}:** ${
    full
      ? 'no crawl and no attack module reached its time cap, every target was reached, and Wapiti ended each run normally.'
      : [
          ...capped.map((line) => `stopped at a cap — ${line}`),
          ...unreached.map((url) => `${url} was not reached`),
          ...results.filter((r) => r.exitCode !== 0).map((r) => `${r.target.url}: wapiti exited ${r.exitCode}`),
        ].join('; ')
  }

## What was scanned

The main run crawls the English pages; the same templates and route handlers serve Armenian (unprefixed) and
Russian (\`/ru\`), so the other languages are covered by their home pages, their application forms and the Russian
search. URL spaces with one page per value (${ENDLESS.map((pattern) => `\`${pattern}\``).join(', ')}) are left out of
the crawl and attacked through one URL each. Not reachable by a crawler and covered by their own tests instead: the
JSON endpoints \`/session/*\` and \`/api/revalidate\` (zod at the boundary, tests/auth, tests/api) and the profile
behind sign-in (the crawler meets its redirect to the sign-in dialog).

| run | scope | what | resources crawled | attacked per module | time (s) | stopped at a cap |
|---|---|---|---:|---|---:|---|
${results
  .map(
    (r) =>
      `| \`${r.target.url}\` | ${r.target.scope} | ${r.target.what} | ${r.resources} | ${
        Object.entries(r.attacked)
          .map(([module, count]) => `${module} ${count}`)
          .join(', ') || '—'
      } | ${r.seconds} | ${r.capped.length > 0 ? 'yes' : 'no'} |`,
  )
  .join('\n')}

"Attacked per module" counts the resources each active module finished (passive modules — csp, http_headers,
cookieflags, methods — check the responses once and keep no such count).

## Findings

${findingsTable(findings)}

## Assessment of each finding

${assessed.length === 0 ? 'Nothing to assess.' : ['| level | category | what the scanner says | assessment |', '|---|---|---|---|', ...assessed].join('\n')}

## Anomalies (server errors or timeouts the attacks caused)

${findingsTable(anomalies)}
`;
}

/** The commit built and scanned: read before the build, as the tree may move on during a long scan. */
const COMMIT = shortCommit();

reportOnTopology('reports/scan.md', async (topology) => {
  const workDir = path.join(path.dirname(topology.cert), 'wapiti');
  fs.mkdirSync(workDir, { recursive: true });
  const started = Date.now();
  const results: RunResult[] = new Array(TARGETS.length);
  let next = 0;
  // Each run waits on the site most of the time: a few at once finish the pass sooner, in the same order in the report.
  const worker = async () => {
    while (next < TARGETS.length) {
      const index = next++;
      const target = TARGETS[index]!;
      console.log(`scan: ${target.url} (${target.scope})`);
      const result = await runWapiti(target, workDir, index);
      console.log(
        `scan: ${target.url}: ${result.resources} resources, ${result.findings.length} findings, ${result.seconds} s${result.capped.length ? ', CAPPED' : ''}`,
      );
      results[index] = result;
    }
  };
  await Promise.all(Array.from({ length: Math.min(JOBS, TARGETS.length) }, worker));
  const report = scanReport(results, started, version() ?? 'Wapiti', COMMIT);
  const worst = Math.max(0, ...results.flatMap((result) => result.findings.map((finding) => finding.level)));
  if (worst > 1 || report.includes('**Not a full pass')) process.exitCode = 1;
  return report;
});
