/**
 * The production site the reports measure (perf, bench, bench:redis), started the README's way: `npm run build`
 * (once, or again with REBUILD=1) and `npm start` with the demo API, on the report run's ports.
 */
import { execSync } from 'node:child_process';
import os from 'node:os';

import { buildSite, portsOf, startSite } from './processes';

export const REPORT_OTP_CODE = '135790';
const DIST = process.env.REPORT_DIST_DIR || '.next-report';

export interface ReportSite {
  origin: string;
  api: string;
  distDir: string;
  stop: () => Promise<void>;
}

/** Builds unless a build is there, then starts the site and its demo API; `env` adds to the report's settings. */
export async function startProductionSite(env: Record<string, string> = {}): Promise<ReportSite> {
  const ports = portsOf('report');
  const settings = {
    DEMO_API_PORT: String(ports.api),
    DEMO_IN_PRODUCTION: '1',
    DEMO_OTP_CODE: REPORT_OTP_CODE,
    CACHE_SIGNING_KEY: process.env.CACHE_SIGNING_KEY || 'report-cache-signing-key-of-32-characters',
    ...env,
  };
  await buildSite(DIST, settings, { reuse: !process.env.REBUILD, inherit: true });
  const site = await startSite(ports.site, DIST, settings);
  return { origin: site.url, api: `http://127.0.0.1:${ports.api}/api/v1`, distDir: DIST, stop: site.stop };
}

export function commitId(): string {
  try {
    return execSync('git rev-parse --short HEAD').toString().trim();
  } catch {
    return 'unknown';
  }
}

/** The machine a report was measured on, in one line. */
export function machineDescription(): string {
  const cpus = os.cpus();
  const memory = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`;
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${memory}, ${os.type()} ${os.release()}, Node ${process.version}; load average at the start ${load} (1/5/15 min)`;
}

/** Signs a demo client in through the API and returns a fresh refresh token (for a signed-in page load). */
export async function demoRefreshToken(api: string, phone = '+37491000111'): Promise<{ refresh: string; sub: string }> {
  const send = (path: string, body: unknown) =>
    fetch(`${api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const post = async (path: string, body: unknown) => {
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
