/**
 * Whether this instance can serve visitors: the clinic API answers and Redis (when configured) answers, each
 * within 1 s. A load balancer asks `/readyz` about once a second, so only a change of state is logged (one
 * warning when something goes down, one line when all is up again), never every failed check.
 */
import { API_BASE_PATH } from '@/lib/config';
import { DEMO_API_DEFAULT_URL } from '@/lib/env/defaults.mjs';
import { serverEnv, type RawEnv } from '@/lib/env/server';
import { logger } from '@/lib/log/logger.mjs';
import { pingRedis } from '@/lib/redis/connection.mjs';

export const READINESS_TIMEOUT_MS = 1000;

export interface DependencyState {
  up: boolean;
  /** Why it counts as down: a status, a timeout, a refused connection. */
  reason?: string;
}

export interface Readiness {
  ready: boolean;
  checks: { api: DependencyState; redis?: DependencyState };
}

/** The cheapest public read of the contract: one news item of the first page (tests/health holds it to the contract). */
export const API_PROBE_PATH = '/news/?page=1&pageSize=1';

export function apiProbeUrl(env?: RawEnv): string {
  return `${serverEnv(env).API_URL || DEMO_API_DEFAULT_URL}${API_BASE_PATH}${API_PROBE_PATH}`;
}

export async function checkApi(url: string, timeoutMs = READINESS_TIMEOUT_MS): Promise<DependencyState> {
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? { up: true } : { up: false, reason: `status ${response.status}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { up: false, reason: name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable' };
  }
}

export async function checkReadiness(env?: RawEnv, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  const [api, redis] = await Promise.all([checkApi(apiProbeUrl(env), timeoutMs), serverEnv(env).REDIS_URL ? pingRedis(timeoutMs) : null]);
  const checks: Readiness['checks'] = { api };
  if (redis) checks.redis = redis.up ? { up: true } : { up: false, reason: redis.reason };
  return { ready: api.up && (!redis || redis.up), checks };
}

/** How long one check answers every probe: a flood of probes costs the API one call a second, not one each. */
export const READINESS_REUSE_MS = 1000;
let recent: { at: number; readiness: Promise<Readiness> } | null = null;

/** The last check when it is under READINESS_REUSE_MS old (or still running), else a new one. */
export function recentReadiness(now = Date.now()): Promise<Readiness> {
  if (!recent || now - recent.at >= READINESS_REUSE_MS) recent = { at: now, readiness: checkReadiness() };
  return recent.readiness;
}

/** Tests: the next probe checks again. */
export function forgetReadiness(): void {
  recent = null;
}

let lastDown: string | null = null;

/** Logs a change of readiness once: what went down, or that everything is back. */
export function noteReadiness(readiness: Readiness): void {
  const down = Object.entries(readiness.checks)
    .filter(([, state]) => !state.up)
    .map(([name, state]) => `${name}: ${state.reason}`)
    .join('; ');
  if (down === (lastDown ?? '')) return;
  if (down) logger.warn({ route: '/readyz', down }, 'not ready');
  else logger.info({ route: '/readyz' }, 'ready again');
  lastDown = down || null;
}
