// @vitest-environment node
/**
 * The demo API that `npm start` runs signs tokens with a random secret made at start: an access token of
 * one start is refused (401) by the next, unless DEMO_JWT_SECRET is set. It listens on 127.0.0.1 only.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { freePort } from '../helpers/free-port';

const ROOT = path.resolve(__dirname, '../..');
const CODE = '112233';

async function startDemoApi(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DEMO_API_PORT: String(port), DEMO_OTP_CODE: CODE, DEMO_JWT_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo API did not start:\n${output}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { port, base: `http://127.0.0.1:${port}/api/v1`, stop, output: () => output };
}

async function post(base: string, route: string, body: unknown) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, route).toBe(200);
  return (await response.json()).data;
}

async function accessToken(base: string) {
  const phone = '+37491555123';
  await post(base, '/auth/otp/request/', { phone });
  const { verificationToken } = await post(base, '/auth/otp/verify/', { phone, code: CODE });
  return (await post(base, '/auth/token/obtain/', { phone, verificationToken })).access as string;
}

const me = (base: string, token: string) =>
  fetch(`${base}/clients/me/`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);

function firstNonLoopbackAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

describe('demo API secrets and binding', () => {
  it('refuses the previous start’s access token without DEMO_JWT_SECRET', async () => {
    const first = await startDemoApi();
    const token = await accessToken(first.base);
    expect(await me(first.base, token)).toBe(200);
    expect(first.output()).toContain('random secret made at this start');
    await first.stop();

    const second = await startDemoApi();
    try {
      expect(await me(second.base, token)).toBe(401);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('keeps sessions across restarts with DEMO_JWT_SECRET', async () => {
    const env = { DEMO_JWT_SECRET: 'a-secret-shared-by-two-starts-of-the-demo' };
    const first = await startDemoApi(env);
    const token = await accessToken(first.base);
    await first.stop();
    const second = await startDemoApi(env);
    try {
      expect(await me(second.base, token)).toBe(200);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('listens on 127.0.0.1 only', async () => {
    const api = await startDemoApi();
    try {
      const outside = firstNonLoopbackAddress();
      if (outside) {
        await expect(fetch(`http://${outside}:${api.port}/api/v1/doctors/`)).rejects.toThrow();
      }
      expect((await fetch(`${api.base}/doctors/`)).status).toBe(200);
    } finally {
      await api.stop();
    }
  }, 60_000);
});
