#!/usr/bin/env node
// `npm run dev` / `npm run build` / `npm start`: checks the configuration, starts the built-in demo clinic API
// on 127.0.0.1 unless API_URL points at a real clinic backend, then runs the Next command beside it.
// Ctrl-C (or SIGTERM) stops the site and the demo API together.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { readEnv } from '../lib/env/variables.mjs';
import { markChunksForEagerCompile } from '../lib/next-internals/compile-hints.mjs';
import {
  assertApiReachable,
  assertPortFree,
  ConfigError,
  DEMO_API_HOST,
  demoBanner,
  nextListenOptions,
  readSiteConfig,
} from './site-config.mjs';

const [command, ...nextArgs] = process.argv.slice(2);
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let stopping = false;

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`Configuration error: ${message}`);
  process.exit(1);
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(cmd, args, env) {
  const child = spawn(cmd, args, { stdio: 'inherit', env });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Stops every child (the site first has the signal the terminal sent, the rest get SIGTERM), then exits. */
/** @param {number} code */
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const exit = () => process.exit(code);
  if (children.size === 0) exit();
  const check = setInterval(() => children.size === 0 && exit(), 50);
  setTimeout(() => {
    clearInterval(check);
    for (const child of children) child.kill('SIGKILL');
    exit();
  }, 5000).unref();
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<void>}
 */
function waitForPort(port, host, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => (socket.end(), resolve()));
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`the demo API did not open port ${port} within ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** @type {ReturnType<typeof readSiteConfig>} */
let config;
try {
  config = readSiteConfig(command, process.env);
  if (command !== 'build') await assertPortFree(config.sitePort, 'PORT');
  if (config.demoApiPort !== null) await assertPortFree(config.demoApiPort, 'DEMO_API_PORT', DEMO_API_HOST);
  else if (command === 'build') await assertApiReachable(config.apiUrl);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  PORT: String(config.sitePort),
  SITE_URL: config.siteUrl,
  API_URL: config.apiUrl,
  NEXT_PUBLIC_API_URL: readEnv('NEXT_PUBLIC_API_URL') || config.apiUrl,
  // One id per build, shared by every build worker.
  BUILD_ID: readEnv('BUILD_ID') || Date.now().toString(36),
};

if (config.demoApiPort !== null) {
  console.log(demoBanner(config));
  // The demo API's edit call refreshes the site like a CMS webhook: both processes share one secret.
  if (!env.REVALIDATE_SECRET && command !== 'build') env.REVALIDATE_SECRET = randomBytes(24).toString('base64url');
  const api = run(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], { ...env, DEMO_API_PORT: String(config.demoApiPort) });
  api.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The demo API stopped (${signal ?? `exit code ${code}`}); stopping the site.`);
    stopAll(code || 1);
  });
  await waitForPort(config.demoApiPort, DEMO_API_HOST).catch((error) => {
    console.error(`Demo API: ${error.message}`);
    stopAll(1);
  });
}

// A build prerenders from the API, never from the data cache an earlier build left in the same folder
// (Turbopack ignores experimental.fetchCacheKeyPrefix): a changed contract would otherwise meet old answers.
if (command === 'build') fs.rmSync(path.join(readEnv('NEXT_DIST_DIR'), 'cache', 'fetch-cache'), { recursive: true, force: true });

if (!stopping) {
  const listen = command === 'start' ? nextListenOptions(config.bindAddress) : { hostname: null, nodeFlags: [] };
  const next = run(
    process.execPath,
    [
      ...listen.nodeFlags,
      'node_modules/next/dist/bin/next',
      command,
      ...(listen.hostname ? ['--hostname', listen.hostname] : []),
      ...nextArgs,
    ],
    env,
  );
  next.on('exit', (code, signal) => {
    if (stopping) return;
    if (command === 'build' && code === 0) markChunksForEagerCompile(readEnv('NEXT_DIST_DIR'));
    stopAll(code ?? (signal === 'SIGINT' ? 130 : 1));
  });
}
