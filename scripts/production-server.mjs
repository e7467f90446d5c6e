// Starts (and if needed builds) the production site for reports (perf and bench) the README's way: npm run build, npm start.
import { execSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

export const REPORT_PORT = Number(process.env.REPORT_PORT || 3400);
export const REPORT_API_PORT = Number(process.env.REPORT_API_PORT || 4410);
export const REPORT_OTP_CODE = '135790';
const distDir = process.env.REPORT_DIST_DIR || '.next-report';

const env = {
  ...process.env,
  PORT: String(REPORT_PORT),
  DEMO_API_PORT: String(REPORT_API_PORT),
  DEMO_OTP_CODE: REPORT_OTP_CODE,
  DEMO_IN_PRODUCTION: '1',
  CACHE_SIGNING_KEY: process.env.CACHE_SIGNING_KEY || 'report-cache-signing-key-of-32-characters',
  NEXT_DIST_DIR: distDir,
};

export function commitId() {
  try {
    return execSync('git rev-parse --short HEAD').toString().trim();
  } catch {
    return 'unknown';
  }
}

/** The machine a report was measured on, in one line. */
export function machineDescription() {
  const cpus = os.cpus();
  const memory = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`;
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${memory}, ${os.type()} ${os.release()}, Node ${process.version}; load average at the start ${load} (1/5/15 min)`;
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not come up`);
}

export async function startProductionSite() {
  if (process.env.REBUILD || !fs.existsSync(`${distDir}/BUILD_ID`)) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('build failed');
  }
  const server = spawn('npm', ['start'], { stdio: ['ignore', 'ignore', 'inherit'], env, detached: true });
  await waitFor(`http://localhost:${REPORT_PORT}/build-id`);
  return {
    origin: `http://localhost:${REPORT_PORT}`,
    api: `http://127.0.0.1:${REPORT_API_PORT}/api/v1`,
    distDir,
    stop: () => {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/** Signs a demo client in through the API and returns a fresh refresh token (for a signed-in page load). */
export async function demoRefreshToken(api, phone = '+37491000111') {
  const send = (path, body) =>
    fetch(`${api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const post = async (path, body) => {
    // A kept-alive socket the server closed while Lighthouse ran fails (EPIPE); a later attempt gets a new one.
    const response = await send(path, body)
      .catch(() => send(path, body))
      .catch(() => new Promise((resolve) => setTimeout(resolve, 500)).then(() => send(path, body)));
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await post('/auth/otp/request/', { phone });
  const { data: verified } = await post('/auth/otp/verify/', { phone, code: REPORT_OTP_CODE });
  const { data: tokens } = await post('/auth/token/obtain/', { phone, verificationToken: verified.verificationToken });
  const sub = JSON.parse(Buffer.from(tokens.refresh.split('.')[1], 'base64url').toString()).sub;
  return { refresh: tokens.refresh, sub };
}
