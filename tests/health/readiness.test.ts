// @vitest-environment node
/**
 * `/healthz` and `/readyz` as a load balancer sees them: readiness follows the clinic API and Redis, answers
 * within about a second even when a dependency hangs, names what is down, is never cached, and a balancer
 * asking every second while the API is down produces one log line, not one per call.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { GET as healthz } from '@/app/healthz/route';
import { GET as readyzRoute } from '@/app/readyz/route';
import { forgetReadiness } from '@/lib/health/readiness';
import { logger } from '@/lib/log/logger.mjs';
import { closeRedis } from '@/lib/redis/connection.mjs';

import { freePort } from '../helpers/free-port';
import { startPrivateRedis, type PrivateRedis } from '../helpers/redis-server';

let mode: 'up' | 'error' | 'hang' = 'up';
let apiCalls = 0;
let api: http.Server;

beforeAll(async () => {
  api = http.createServer((req, res) => {
    apiCalls += 1;
    if (mode === 'hang') return;
    res.writeHead(mode === 'up' ? 200 : 500, { 'content-type': 'application/json' }).end('{"data":{"items":[]}}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  api.closeAllConnections();
  return new Promise<void>((resolve) => api.close(() => resolve()));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** A probe after the last one's second has passed (one check serves every probe of the same second). */
const readyz = () => {
  forgetReadiness();
  return readyzRoute();
};

const useApi = () => vi.stubEnv('API_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);

async function timedReadyz() {
  const started = performance.now();
  const response = await readyz();
  return { response, ms: performance.now() - started, body: await response.json() };
}

describe('/healthz', () => {
  it('answers 200 without asking anything else, never cached', async () => {
    vi.stubEnv('API_URL', `http://127.0.0.1:${await freePort()}`);
    const response = healthz();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('/readyz', () => {
  it('is 200 when the clinic API answers', async () => {
    useApi();
    mode = 'up';
    const { response, body } = await timedReadyz();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ ready: true, checks: { api: { up: true } } });
  });

  it('is 503 naming the API when it fails, and when it hangs gives up after 1 s', async () => {
    useApi();
    mode = 'error';
    const failed = await timedReadyz();
    expect(failed.response.status).toBe(503);
    expect(failed.body.checks.api).toEqual({ up: false, reason: 'status 500' });

    mode = 'hang';
    const hung = await timedReadyz();
    expect(hung.response.status).toBe(503);
    expect(hung.body.checks.api).toEqual({ up: false, reason: 'no answer within 1000 ms' });
    expect(hung.ms).toBeLessThan(1500);
    mode = 'up';
  });

  it('is 503 when the API cannot be reached at all', async () => {
    vi.stubEnv('API_URL', `http://127.0.0.1:${await freePort()}`);
    const { response, body } = await timedReadyz();
    expect(response.status).toBe(503);
    expect(body.checks.api).toEqual({ up: false, reason: 'unreachable' });
  });

  it('logs a change of state once, not once per check', async () => {
    useApi();
    mode = 'up';
    await readyz();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    mode = 'error';
    for (let i = 0; i < 5; i++) await readyz();
    mode = 'up';
    for (let i = 0; i < 3; i++) await readyz();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  describe('with REDIS_URL', () => {
    let redis: PrivateRedis;
    beforeAll(async () => {
      redis = await startPrivateRedis();
    });
    afterAll(async () => {
      await closeRedis();
      await redis.stop();
    });

    it('is 200 with Redis up and 503 naming Redis while it is stopped', async () => {
      useApi();
      mode = 'up';
      vi.stubEnv('REDIS_URL', redis.url);
      const up = await timedReadyz();
      expect(up.body.checks).toEqual({ api: { up: true }, redis: { up: true } });
      expect(up.response.status).toBe(200);

      await redis.stop();
      const down = await timedReadyz();
      expect(down.response.status).toBe(503);
      expect(down.body.checks.api).toEqual({ up: true });
      expect(down.body.checks.redis.up).toBe(false);
      expect(down.ms).toBeLessThan(1500);
      await redis.restart();
    });
  });
});

describe('/readyz under a flood of probes', () => {
  it('asks the clinic API once for every probe of the same second', async () => {
    useApi();
    mode = 'up';
    forgetReadiness();
    apiCalls = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => readyzRoute()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(apiCalls).toBe(1);
  });
});
