import { spawn, type ChildProcess } from 'node:child_process';

import { afterAll, beforeAll } from 'vitest';

import { closeRedis } from '@/lib/redis/connection.mjs';

import { freePort } from './free-port';

export interface PrivateRedis {
  url: string;
  port: number;
  /** Freezes the process (SIGSTOP): connections stay open and nothing answers, like a Redis that hangs. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: no persistence). */
  restart(): Promise<void>;
}

function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${log}`)), 10_000);
    child.stdout!.on('data', (chunk) => {
      log += chunk;
      if (log.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', () => reject(new Error(`redis-server exited:\n${log}`)));
  });
}

/** A redis-server of the test's own on a free port, without persistence. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child = await spawnRedis(port);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGCONT');
      child.kill('SIGTERM');
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    stop,
    restart: async () => {
      await stop();
      child = await spawnRedis(port);
    },
  };
}

/**
 * A private redis-server as the Redis of this test file's process (REDIS_URL), started before its tests; after
 * them the process's connection is closed and the server stopped. The object is filled in once it runs.
 */
export function redisForThisFile(): PrivateRedis {
  const redis = {} as PrivateRedis;
  beforeAll(async () => {
    Object.assign(redis, await startPrivateRedis());
    process.env.REDIS_URL = redis.url;
  });
  afterAll(async () => {
    await closeRedis();
    delete process.env.REDIS_URL;
    await redis.stop?.();
  });
  return redis;
}
