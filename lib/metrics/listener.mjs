/**
 * The metrics of one instance on a port of its own (`METRICS_PORT`, on `METRICS_HOST`, loopback by default), never
 * on the site's port: the public proxy does not reach it, and a Prometheus on the same machine or network scrapes
 * `GET /metrics` (deploy/prometheus.yml). Started from instrumentation.ts, with the request counter: every request
 * the instance's HTTP server answers is counted and timed by its route template and status.
 */
import http from 'node:http';

import { readEnv } from '../env/variables.mjs';
import { logger } from '../log/logger.mjs';
import { metrics, recordPageCache } from './metrics.mjs';
import { routeTemplates } from './route-template.mjs';

const KEY = Symbol.for('clinic-site.metrics-listener');

/** Counts every request of every HTTP server of this process but the metrics listener itself. */
/** @param {http.Server} listener */
function countRequests(listener) {
  const templateOf = routeTemplates();
  const emit = http.Server.prototype.emit;
  // The one place where every answer of `next start` passes, pages, files and route handlers alike.
  http.Server.prototype.emit = /** @type {typeof emit} */ (
    /** @this {http.Server} @param {string} event @param {http.IncomingMessage} request @param {http.ServerResponse} response */
    function countingEmit(event, request, response) {
      if (event === 'request' && this !== listener) {
        const started = process.hrtime.bigint();
        response.once('finish', () => {
          const labels = {
            route: templateOf(request.url),
            method: request.method ?? 'GET',
            status: String(response.statusCode),
          };
          const m = metrics();
          m.requests.inc(labels);
          m.latency.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
          const cache = response.getHeader('x-nextjs-cache');
          if (typeof cache === 'string') recordPageCache('next', cache.toLowerCase());
        });
      }
      return emit.apply(this, /** @type {any} */ (arguments));
    }
  );
}

/**
 * @param {import('../env/variables.mjs').RawEnv} [env]
 * @returns {http.Server | null}
 */
export function startMetrics(env) {
  const shared = /** @type {Record<symbol, http.Server | undefined>} */ (globalThis);
  if (shared[KEY]) return shared[KEY];
  const port = readEnv('METRICS_PORT', env);
  if (port === undefined) return null;
  const host = readEnv('METRICS_HOST', env);
  const listener = http.createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    const { registry } = metrics();
    response.writeHead(200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    });
    response.end(await registry.metrics());
  });
  listener.on('error', (error) => logger.error({ port, host, reason: error.message }, 'the metrics listener could not start'));
  listener.listen(port, host, () => logger.info({ port, host }, 'metrics on /metrics'));
  listener.unref();
  countRequests(listener);
  return (shared[KEY] = listener);
}
