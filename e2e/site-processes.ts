/**
 * Extra copies of the site for tests that need more than the one Playwright starts: the same build
 * (copied, so no two instances share a disk cache), started the README's way with `npm start`, a
 * demo API of their own when they need one to stop, and a private redis-server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The key every test instance signs the pages it shares through Redis with (the same on all of them). */
export const E2E_CACHE_SIGNING_KEY = 'e2e-cache-signing-key-of-32-characters';
/** The Redis user and password of the test Redis (ACL: the default user is off). */
const REDIS_USER = 'clinic-site';
const REDIS_PASSWORD = 'e2e-redis-password-of-32-characters';
const BUILD = process.env.E2E_DIST_DIR || '.next-e2e';

export interface Running {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** What a running server adds to a build: the compiler cache and the cache entries of rendered pages. */
const RUNTIME_STATE = new Set(['cache', path.join('server', 'route-cache')]);

/** A fresh copy of a test build, as a dist dir name: what `next build` wrote, nothing a server added since. */
export function copyBuild(name: string, from = BUILD): string {
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

export function start(command: string, args: string[], env: Record<string, string>, url: string, ready: string): Promise<Running> {
  let log = '';
  const child: ChildProcess = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      // The whole group: npm, the runner, Next and the demo API it started.
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // already gone
        }
      };
      signal('SIGTERM');
      setTimeout(() => child.exitCode === null && signal('SIGKILL'), 5000).unref();
    });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`${command} ${args.join(' ')} exited:\n${log}`));
      try {
        const response = await fetch(ready);
        if (response.status < 500) return resolve({ url, output: () => log, stop });
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await stop();
        return reject(new Error(`${url} did not start within 60 s:\n${log}`));
      }
      setTimeout(poll, 300);
    };
    void poll();
  });
}

/** `npm start` of one site instance; with API_URL in env it uses that API, else it runs a demo API of its own. */
export function startSite(port: number, dist: string, env: Record<string, string>): Promise<Running> {
  const url = `http://localhost:${port}`;
  return start(
    'npm',
    ['start'],
    { PORT: String(port), NEXT_DIST_DIR: dist, DEMO_IN_PRODUCTION: '1', CACHE_SIGNING_KEY: E2E_CACHE_SIGNING_KEY, ...env },
    url,
    `${url}/build-id`,
  );
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
  return start(
    process.execPath,
    ['--import', 'tsx', 'mocks/server.ts'],
    { DEMO_API_PORT: String(port), ...env },
    url,
    `${url}/api/v1/doctors/`,
  );
}

/**
 * A private Redis without persistence, bounded as docs/scaling.md says a deployment's must be: a memory
 * limit and least-recently-used eviction, so a flood of cache entries cannot fill the machine.
 */
export async function startRedis(port: number): Promise<Running> {
  const url = `redis://${REDIS_USER}:${REDIS_PASSWORD}@127.0.0.1:${port}`;
  let log = '';
  // As deploy/redis.conf: no default user, one user with a password, limited to the site's keys and without the
  // administrative commands (KEYS stays for the tests that look inside).
  const acl = [
    '--user',
    'default',
    'off',
    '--user',
    REDIS_USER,
    'on',
    `>${REDIS_PASSWORD}`,
    '~clinic-site:*',
    '&*',
    '+@all',
    '-@admin',
    '-@dangerous',
    '+keys',
    '+info',
  ];
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxmemory',
    '64mb',
    '--maxmemory-policy',
    'allkeys-lru',
    ...acl,
  ];
  const child = spawn('redis-server', args, { cwd: ROOT });
  child.stdout.on('data', (chunk) => (log += chunk));
  await untilReady(
    child,
    'redis-server',
    () => log,
    () => log.includes('Ready to accept connections'),
  );
  return { url, output: () => log, stop: () => stopChild(child, 'SIGTERM') };
}

/** Resolves once `ready()` holds (asked every 100 ms); rejects with the child's output if it exits first or 10 s pass. */
export function untilReady(child: ChildProcess, name: string, output: () => string, ready: () => boolean): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const check = () => {
      if (ready()) return resolve();
      if (child.exitCode !== null) return reject(new Error(`${name} exited:\n${output()}`));
      if (Date.now() > deadline) return reject(new Error(`${name} did not start:\n${output()}`));
      setTimeout(check, 100);
    };
    check();
  });
}

/** Sends `signal` and resolves once the child has exited; with `killAfterMs`, a SIGKILL follows if it is still there by then. */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals, killAfterMs?: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    if (killAfterMs !== undefined) setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), killAfterMs).unref();
  });
}

/** Asks `check` every 250 ms until it holds (a throw counts as not yet), logging how long that took; fails after `withinMs`. */
export async function pollUntil(check: () => Promise<boolean>, withinMs: number, what: string): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < withinMs) {
    if (await check().catch(() => false)) return void console.log(`${what}: ${Date.now() - start} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${withinMs} ms`);
}
