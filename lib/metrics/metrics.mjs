/**
 * The site's metrics for operators, in Prometheus's text format (prom-client): one registry per process, kept on
 * globalThis so that the bundled routes and the cache handler (which Next loads outside the bundle) count into the
 * same metrics. Plain JavaScript for that reason. Served by lib/metrics/listener.mjs on an internal port only.
 *
 * Labels are bounded: routes are route templates (`/[locale]/news/[slug]`), API calls are contract paths with ids
 * left out, statuses are numbers; never a path, a query, an address or an id.
 */
import client from 'prom-client';

const KEY = Symbol.for('clinic-site.metrics');

/** Seconds: a cached page answers in milliseconds, a render in tens to hundreds, a slow API call in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Failed API calls in a row after which the API counts as down (the `clinic_api_breaker_open` gauge). */
export const API_FAILURES_BEFORE_OPEN = 5;

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  /** @type {<M>(Type: new (options: any) => M, options: object) => M} */
  const metric = (Type, options) => new Type({ ...options, registers: [registry] });
  return {
    registry,
    requests: metric(client.Counter, {
      name: 'clinic_http_requests_total',
      help: 'Requests answered by this instance, by route template, method and status.',
      labelNames: ['route', 'method', 'status'],
    }),
    latency: metric(client.Histogram, {
      name: 'clinic_http_request_duration_seconds',
      help: 'Time from the request to the end of the answer, by route template, method and status.',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
    }),
    pageCache: metric(client.Counter, {
      name: 'clinic_page_cache_lookups_total',
      help: 'Page cache lookups by layer (next: what Next served, redis: the shared cache, local: the instance copy) and result (bad_signature: a Redis entry that failed its check and was ignored).',
      labelNames: ['layer', 'result'],
    }),
    apiCalls: metric(client.Counter, {
      name: 'clinic_api_calls_total',
      help: 'Calls of the clinic API by this server, by call (method and path pattern) and outcome (ok, client_error, server_error, network_error).',
      labelNames: ['call', 'outcome'],
    }),
    apiLatency: metric(client.Histogram, {
      name: 'clinic_api_call_duration_seconds',
      help: 'Duration of the calls of the clinic API by this server, by call.',
      labelNames: ['call'],
      buckets: LATENCY_BUCKETS,
    }),
    apiBreaker: metric(client.Gauge, {
      name: 'clinic_api_breaker_open',
      help: `1 while the clinic API is failing: ${API_FAILURES_BEFORE_OPEN} calls in a row ended in a network error or a 5xx, and none has succeeded since.`,
    }),
    redisErrors: metric(client.Counter, {
      name: 'clinic_redis_errors_total',
      help: 'Redis calls that failed or timed out (the caller fell back to its local copy or memory).',
    }),
    redisBreaker: metric(client.Gauge, {
      name: 'clinic_redis_breaker_open',
      help: '1 while the Redis breaker is open: calls skip Redis and use the local cache and memory.',
    }),
    limiterRefusals: metric(client.Counter, {
      name: 'clinic_session_limit_refusals_total',
      help: 'Calls of the session endpoints over the per-address limit, by endpoint.',
      labelNames: ['endpoint'],
    }),
    apiFailuresInARow: 0,
  };
}

/** @returns {ReturnType<typeof create>} */
export function metrics() {
  const shared = /** @type {Record<symbol, ReturnType<typeof create> | undefined>} */ (globalThis);
  return (shared[KEY] ??= create());
}

/** One finished call of the clinic API: its outcome, its duration, and the API's failing state. */
/**
 * @param {string} call
 * @param {number | null} status
 * @param {number} seconds
 */
export function recordApiCall(call, status, seconds) {
  const m = metrics();
  const outcome = status === null ? 'network_error' : status >= 500 ? 'server_error' : status >= 400 ? 'client_error' : 'ok';
  m.apiCalls.inc({ call, outcome });
  m.apiLatency.observe({ call }, seconds);
  if (outcome === 'network_error' || outcome === 'server_error') m.apiFailuresInARow += 1;
  else m.apiFailuresInARow = 0;
  m.apiBreaker.set(m.apiFailuresInARow >= API_FAILURES_BEFORE_OPEN ? 1 : 0);
}

/**
 * @param {'next' | 'redis' | 'local'} layer
 * @param {string} result
 */
export function recordPageCache(layer, result) {
  metrics().pageCache.inc({ layer, result });
}

export function recordRedisError() {
  metrics().redisErrors.inc();
}

/** @param {boolean} open */
export function recordRedisBreaker(open) {
  metrics().redisBreaker.set(open ? 1 : 0);
}
