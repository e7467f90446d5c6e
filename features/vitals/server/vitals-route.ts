/**
 * The vitals endpoint. `POST /api/vitals`: a report from one of the site's pages (same origin, JSON, at most
 * 1 KB, 30 a minute per address, checked against the schema) is counted and answered 204; anything else is
 * refused with its status and counts nothing. It reads no cookie and sets none. `GET /api/vitals` with the
 * operator's bearer secret (REVALIDATE_SECRET, as the content webhook) answers the last 24 hours' summary,
 * which `npm run vitals` prints.
 */
import 'server-only';

import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { isAuthorized } from '@/lib/api/revalidation';
import { serverEnv } from '@/lib/env/server';
import { readCappedBody } from '@/lib/http/capped-body';
import { allowedOrigins } from '@/lib/http/public-origin';
import { contextOf } from '@/lib/http/request-context';
import { redisClient, redisConfigured, withRedis } from '@/lib/redis/connection.mjs';

import { vitalsReportSchema } from '../model/vitals-report';
import { redisVitalsStore, SUMMARY_HOURS, type VitalsStore } from './vitals-store';

/** A report is four numbers and two names: about 150 bytes. */
export const VITALS_MAX_BODY_BYTES = 1024;
/** A page view sends one to three reports; a person never comes near this. */
export const VITALS_REPORTS_PER_MINUTE = 30;

const NO_STORE = { 'Cache-Control': 'no-store' };
const refuse = (status: number, code: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { code } }, { status, headers: { ...NO_STORE, ...headers } });

interface VitalsLimiter {
  /** Seconds to wait, or 0 when the report may be counted. */
  consume(address: string): Promise<number>;
}

function createLimiter(): VitalsLimiter {
  const options = { points: VITALS_REPORTS_PER_MINUTE, duration: 60, keyPrefix: `${serverEnv().REDIS_KEY_PREFIX}:limit:vitals` };
  const memory = new RateLimiterMemory(options);
  let shared: RateLimiterRedis | null = null;
  const wait = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return {
    async consume(address) {
      const client = redisConfigured() ? redisClient() : null;
      if (client) {
        shared ??= new RateLimiterRedis({ ...options, storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true });
        const limiter = shared;
        try {
          const refusal = await withRedis(() =>
            limiter.consume(address).then(
              () => null,
              (error: unknown) => (error instanceof RateLimiterRes ? error : Promise.reject(error)),
            ),
          );
          return refusal ? wait(refusal) : 0;
        } catch {
          // Redis away or slow: count here.
        }
      }
      try {
        await memory.consume(address);
        return 0;
      } catch (error) {
        if (error instanceof RateLimiterRes) return wait(error);
        throw error;
      }
    },
  };
}

export interface VitalsEndpoint {
  POST(request: Request): Promise<Response>;
  GET(request: Request): Promise<Response>;
}

/** The handlers over a store and a limiter (the route's are the process's; tests make their own). */
export function vitalsEndpoint(store: VitalsStore = redisVitalsStore(), limiter: VitalsLimiter = createLimiter()): VitalsEndpoint {
  return {
    async POST(request) {
      const origin = request.headers.get('origin');
      const fetchSite = request.headers.get('sec-fetch-site');
      if (origin ? !allowedOrigins().includes(origin) : fetchSite !== 'same-origin') return refuse(403, 'forbidden');
      const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json') return refuse(415, 'unsupported_media_type');
      const retryAfter = await limiter.consume(contextOf(request, '/api/vitals').clientAddress ?? 'direct');
      if (retryAfter > 0) return refuse(429, 'rate_limited', { 'Retry-After': String(retryAfter) });
      const body = await readCappedBody(request, VITALS_MAX_BODY_BYTES);
      if (body === null) return refuse(413, 'too_large', { Connection: 'close' });
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(body));
      } catch {
        return refuse(400, 'validation');
      }
      const report = vitalsReportSchema.safeParse(json);
      if (!report.success) return refuse(400, 'validation');
      await store.add(report.data);
      return new Response(null, { status: 204, headers: NO_STORE });
    },

    async GET(request) {
      const secret = serverEnv().REVALIDATE_SECRET;
      if (!secret) return refuse(404, 'not_found');
      if (!isAuthorized(request.headers.get('authorization'), secret)) return refuse(401, 'unauthorized');
      return Response.json({ hours: SUMMARY_HOURS, rows: await store.summary() }, { headers: NO_STORE });
    },
  };
}
