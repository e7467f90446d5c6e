/**
 * Starting and stopping the processes of the browser tests, the topology, the soak and the reports, and the ports
 * they listen on: every site is started the README's way (`npm start`, `npm run build`), beside the demo clinic API,
 * a private redis-server and, for the production topology, Debian's nginx.
 *
 * One port scheme: a run has a base port (`E2E_PORT`, `E2E_DEV_PORT`, `E2E_PROD_PORT`, `SOAK_PORT` or
 * `REPORT_PORT`) and each process a fixed offset from it (`PORT_OFFSETS`); a port's own variable, where it has
 * one (`E2E_API_PORT`, `E2E_PROD_HTTPS_PORT`, …), overrides that one port.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Where each process of a run listens, as an offset from the run's base port. */
export const PORT_OFFSETS = {
  /** The site a run starts first: Playwright's server, the dev server, the report's site. */
  site: 0,
  /** Further site instances (two instances behind one proxy, an instance that loses its API). */
  instances: [1, 2, 3],
  /** nginx, TLS and plain http. */
  https: 4,
  http: 5,
  /** The framework floor app the reports compare with. */
  floor: 6,
  /** The reports' static file server. */
  static: 99,
  /** The demo API of the first site. */
  api: 1010,
  /** Demo APIs of further instances, or a fault proxy in front of the demo API. */
  apis: [1011, 1012, 1013],
  /** Node inspector ports of the instances (the soak reads their live heap). */
  inspect: [1021, 1022],
  /** The instances' internal metrics listeners (METRICS_PORT). */
  metrics: [2001, 2002],
  redis: 3010,
} as const;

type Single = { [K in keyof typeof PORT_OFFSETS]: (typeof PORT_OFFSETS)[K] extends number ? K : never }[keyof typeof PORT_OFFSETS];

/** The runs, each with its base port's variable and default, and the variables that override single ports. */
const RUNS = {
  e2e: { base: ['E2E_PORT', 3100], own: { api: 'E2E_API_PORT' } },
  dev: { base: ['E2E_DEV_PORT', 3200], own: { api: 'E2E_DEV_API_PORT' } },
  production: { base: ['E2E_PROD_PORT', 3110], own: { https: 'E2E_PROD_HTTPS_PORT', http: 'E2E_PROD_HTTP_PORT' } },
  soak: { base: ['SOAK_PORT', 3710], own: { https: 'SOAK_HTTPS_PORT', http: 'SOAK_HTTP_PORT', redis: 'SOAK_REDIS_PORT' } },
  report: { base: ['REPORT_PORT', 3400], own: { api: 'REPORT_API_PORT', floor: 'FLOOR_PORT', static: 'STATIC_PORT', redis: 'REDIS_PORT' } },
} as const satisfies Record<string, { base: readonly [string, number]; own: Partial<Record<Single, string>> }>;

export type RunName = keyof typeof RUNS;

export interface Ports {
  site: number;
  instances: number[];
  https: number;
  http: number;
  floor: number;
  static: number;
  api: number;
  apis: number[];
  inspect: number[];
  metrics: number[];
  redis: number;
}

function portFrom(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable} must be a port number (1–65535), not "${raw}"`);
  return port;
}

/**
 * The ports of one run. `shift` moves the whole layout up, so two test files of one run that start processes at
 * the same time keep apart (the port variables apply to the unshifted layout only).
 */
export function portsOf(run: RunName, shift = 0): Ports {
  const {
    base: [variable, fallback],
    own,
  } = RUNS[run];
  const base = portFrom(variable, fallback) + shift;
  const single = (name: Single) => {
    const override = shift === 0 ? (own as Partial<Record<Single, string>>)[name] : undefined;
    return override ? portFrom(override, base + PORT_OFFSETS[name]) : base + PORT_OFFSETS[name];
  };
  const list = (offsets: readonly number[]) => offsets.map((offset) => base + offset);
  return {
    site: single('site'),
    instances: list(PORT_OFFSETS.instances),
    https: single('https'),
    http: single('http'),
    floor: single('floor'),
    static: single('static'),
    api: single('api'),
    apis: list(PORT_OFFSETS.apis),
    inspect: list(PORT_OFFSETS.inspect),
    metrics: list(PORT_OFFSETS.metrics),
    redis: single('redis'),
  };
}

export interface Running {
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Sends a signal to the process and everything it started (its process group). */
  signal: (name: NodeJS.Signals) => void;
  /** SIGTERM to the group (after SIGCONT, in case it was frozen), SIGKILL if it is still there after 5 s. */
  stop: () => Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  cwd?: string;
  /** The address the process serves, for `Running.url`. */
  url?: string;
  /** Resolves true once the process can be used; asked every 300 ms. */
  ready: (output: string) => boolean | Promise<boolean>;
  /** How long it may take to become ready (60 s). */
  withinMs?: number;
  /** The signal `stop()` sends first (SIGTERM). */
  stopSignal?: NodeJS.Signals;
}

/**
 * The process groups started here and not yet ended. When this process exits without stopping them (a test's
 * timeout, an uncaught error), they are ended with it rather than left holding their ports.
 */
const started = new Set<number>();
process.once('exit', () => {
  for (const group of started) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** A ready check that holds once `url` answers with anything below 500. */
export const answers = (url: string) => async () => {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
};

/**
 * Starts a command in a process group of its own (as a terminal would), collecting its output, and resolves once
 * `ready` holds; rejects with the output when it exits first or takes longer than `withinMs`.
 */
export async function start(command: string, args: string[], options: StartOptions): Promise<Running> {
  let log = '';
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  started.add(child.pid!);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (ended()) {
      // The command ended by itself: what it started may still run in its group.
      signal('SIGTERM');
    } else {
      signal('SIGCONT');
      signal(options.stopSignal ?? 'SIGTERM');
      const kill = setTimeout(() => signal('SIGKILL'), 5000);
      await exited;
      clearTimeout(kill);
    }
    started.delete(child.pid!);
  };
  const running: Running = { url: options.url ?? '', pid: child.pid!, output: () => log, exited, signal, stop };
  const name = `${command} ${args.join(' ')}`;
  const deadline = Date.now() + (options.withinMs ?? 60_000);
  for (;;) {
    if (ended()) throw new Error(`${name} exited:\n${log}`);
    if (await options.ready(log)) return running;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} was not ready within ${(options.withinMs ?? 60_000) / 1000} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Runs a command to its end; rejects with the end of its output when it fails. `inherit` shows the output as it comes. */
export function runToEnd(command: string, args: string[], env: Record<string, string> = {}, inherit = false): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: inherit ? 'inherit' : 'pipe' });
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${log.slice(-4000)}`)),
    );
  });
}

/** Asks `check` every 250 ms until it holds (a throw counts as not yet), logging how long that took; fails after `withinMs`. */
export async function pollUntil(check: () => Promise<boolean>, withinMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check().catch(() => false)) return void console.log(`${what}: ${Date.now() - started} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${withinMs} ms`);
}

// --- Builds -----------------------------------------------------------------------------------------------------

/** The browser tests' build (Playwright's server builds it). */
export const E2E_BUILD = process.env.E2E_DIST_DIR || '.next-e2e';

/**
 * `npm run build` into `dist`, unless `reuse` is set and a build is there. `env` is what the build prerenders with
 * (the API it reads, the public addresses).
 */
export async function buildSite(dist: string, env: Record<string, string>, options: { reuse?: boolean; inherit?: boolean } = {}) {
  if (options.reuse && fs.existsSync(path.join(ROOT, dist, 'BUILD_ID'))) return;
  await runToEnd('npm', ['run', 'build'], { ...env, NEXT_DIST_DIR: dist }, options.inherit);
}

/** What a running server adds to a build: the compiler cache and the cache entries of rendered pages. */
const RUNTIME_STATE = new Set(['cache', path.join('server', 'route-cache')]);

/** A fresh copy of a build, as a dist dir name: what `next build` wrote, nothing a server added since. */
export function copyBuild(name: string, from = E2E_BUILD): string {
  const target = `${from}-${name}`;
  fs.rmSync(path.join(ROOT, target), { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, from), path.join(ROOT, target), {
    recursive: true,
    filter: (source) => !RUNTIME_STATE.has(path.relative(path.join(ROOT, from), source)),
  });
  return target;
}

/** Removes the build's prerendered copy of one page, so this instance has never rendered it. */
export function forgetPrerendered(dist: string, route: string) {
  const dir = path.join(ROOT, dist, 'server', 'app', path.dirname(route));
  for (const name of fs.readdirSync(dir)) {
    if (name === path.basename(route) || name.startsWith(`${path.basename(route)}.`))
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

export function removeBuild(dist: string): void {
  fs.rmSync(path.join(ROOT, dist), { recursive: true, force: true });
}

// --- The site and the demo API ----------------------------------------------------------------------------------

/** The key every test instance signs the pages it shares through Redis with (the same on all of them). */
export const TEST_CACHE_SIGNING_KEY = 'e2e-cache-signing-key-of-32-characters';

/** `npm start` of one site instance; with API_URL in env it uses that API, else it runs a demo API of its own. */
export function startSite(port: number, dist: string, env: Record<string, string>): Promise<Running> {
  const url = `http://localhost:${port}`;
  return start('npm', ['start'], {
    env: { PORT: String(port), NEXT_DIST_DIR: dist, DEMO_IN_PRODUCTION: '1', CACHE_SIGNING_KEY: TEST_CACHE_SIGNING_KEY, ...env },
    url,
    ready: answers(`${url}/build-id`),
  });
}

/** `npm run dev` of the site with its demo API, as a newcomer starts it. */
export function startDevSite(port: number, env: Record<string, string>, withinMs: number): Promise<Running> {
  const url = `http://localhost:${port}`;
  return start('npm', ['run', 'dev'], { env: { PORT: String(port), ...env }, url, ready: answers(`${url}/`), withinMs });
}

/**
 * Two instances of one build sharing a cache (`shared` names the Redis): A runs the demo API, so its webhooks call
 * A; B uses A's demo API. Each is pushed onto `running` once it is up, for the test's cleanup.
 */
export async function startInstancePair(
  dists: readonly string[],
  ports: { siteA: number; apiA: number; siteB: number },
  shared: Record<string, string>,
  running: Running[],
): Promise<{ a: Running; b: Running; apiUrl: string }> {
  const a = await startSite(ports.siteA, dists[0], { ...shared, DEMO_API_PORT: String(ports.apiA) });
  running.push(a);
  const apiUrl = `http://127.0.0.1:${ports.apiA}`;
  const b = await startSite(ports.siteB, dists[1], { ...shared, API_URL: apiUrl, SITE_URL: `http://localhost:${ports.siteB}` });
  running.push(b);
  return { a, b, apiUrl };
}

/** The demo clinic API alone (so a test can stop it while the site keeps running). */
export function startDemoApi(port: number, env: Record<string, string>): Promise<Running> {
  const url = `http://127.0.0.1:${port}`;
  return start(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    env: { DEMO_API_PORT: String(port), ...env },
    url,
    ready: answers(`${url}/api/v1/doctors/`),
  });
}

// --- Redis and nginx --------------------------------------------------------------------------------------------

/** The Redis user and password of a test Redis with `acl` (the default user is off). */
const REDIS_USER = 'clinic-site';
const REDIS_PASSWORD = 'e2e-redis-password-of-32-characters';

/**
 * A private Redis without persistence, bounded as docs/scaling.md says a deployment's must be: a memory limit and
 * least-recently-used eviction. With `acl` it has deploy/redis.conf's users: no default user, one user with a
 * password, limited to the site's keys and without the administrative commands (KEYS stays for the tests that
 * look inside). `signal('SIGSTOP')` freezes it (a Redis that hangs), `signal('SIGCONT')` thaws it.
 */
export function startRedis(port: number, { acl = true } = {}): Promise<Running> {
  const url = acl ? `redis://${REDIS_USER}:${REDIS_PASSWORD}@127.0.0.1:${port}` : `redis://127.0.0.1:${port}`;
  const users = acl
    ? ['--user', 'default', 'off']
        .concat(['--user', REDIS_USER, 'on', `>${REDIS_PASSWORD}`, '~clinic-site:*', '&*'])
        .concat(['+@all', '-@admin', '-@dangerous', '+keys', '+info'])
    : [];
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const bounded = ['--maxmemory', '64mb', '--maxmemory-policy', 'allkeys-lru'];
  return start('redis-server', [...args, ...bounded, ...users], {
    url,
    ready: (output) => output.includes('Ready to accept connections'),
    withinMs: 10_000,
  });
}

/** A self-signed certificate for `names` in `dir`, and its public key's SHA-256 (for Chromium's SPKI allow list). */
export function makeCertificate(dir: string, names: readonly string[]): { cert: string; key: string; spki: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const altNames = [...names.map((name) => `DNS:${name}`), 'IP:127.0.0.1'].join(',');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', `/CN=${names[0]}`].concat([
      '-addext',
      `subjectAltName=${altNames}`,
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  const publicKey = crypto.createPublicKey(fs.readFileSync(key)).export({ type: 'spki', format: 'der' });
  return { cert, key, spki: crypto.createHash('sha256').update(publicKey).digest('base64') };
}

/** nginx with `config` written into `dir` (checked with `nginx -t` first), in the foreground; stops gracefully (SIGQUIT). */
export function startNginx(dir: string, config: string, url: string): Promise<Running> {
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  execFileSync('nginx', ['-t', '-q', '-c', file, '-p', dir], { stdio: 'pipe' });
  return start('nginx', ['-c', file, '-p', dir, '-g', 'daemon off;'], {
    cwd: dir,
    url,
    ready: () => fs.existsSync(path.join(dir, 'nginx.pid')),
    withinMs: 10_000,
    stopSignal: 'SIGQUIT',
  });
}
