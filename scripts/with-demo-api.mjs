#!/usr/bin/env node
// Runs a Next command (dev, build, start) beside the demo clinic API, unless API_URL points at a real backend.
// The demo API is the msw handlers of mocks/ served over HTTP by mocks/server.ts.
import { spawn } from 'node:child_process';
import net from 'node:net';

const [command, ...args] = process.argv.slice(2);
const env = { ...process.env };
const sitePort = env.PORT || '3000';
env.SITE_URL ||= `http://localhost:${sitePort}`;

const children = [];
function run(cmd, cmdArgs, extraEnv = {}) {
  const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.push(child);
  return child;
}
function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ port: Number(port), host: '127.0.0.1' });
      socket.once('connect', () => (socket.end(), resolve()));
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`demo API did not open port ${port}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

env.BUILD_ID ||= Date.now().toString(36);

if (!env.API_URL) {
  const apiPort = env.DEMO_API_PORT || '4010';
  env.API_URL = `http://localhost:${apiPort}`;
  const api = run(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], { DEMO_API_PORT: apiPort });
  api.on('exit', (code) => {
    if (code && code !== 143) {
      console.error(`demo API exited with code ${code}`);
      stopAll(code);
    }
  });
  await waitForPort(apiPort);
}
env.NEXT_PUBLIC_API_URL ||= env.API_URL;
// In demo mode the third-party IP-to-country lookup is answered by the demo API.
if (!process.env.API_URL && env.NEXT_PUBLIC_IP_COUNTRY_URL === undefined) env.NEXT_PUBLIC_IP_COUNTRY_URL = `${env.API_URL}/ip2c/self`;

const next = run(process.execPath, ['node_modules/next/dist/bin/next', command, ...args]);
next.on('exit', (code) => stopAll(code ?? 0));
