/**
 * What the site's server adds to each call of the clinic API, and what it logs when one fails: the request id
 * (`X-Request-Id`, the id of the visitor's request, on the session endpoints' calls), the visitor's address
 * (`X-Forwarded-For`, only when a trusted proxy named it), and one JSON log line per failed call with the
 * route, the API path (ids and slugs left out), the status and the duration.
 *
 * Page renders have no visitor request of their own (one render serves many visitors), and Next keys its data
 * cache by the request headers, except the W3C trace headers: a new `X-Request-Id` per call would make every
 * cached call unique and grow the cache without end. Their id goes as the trace id of a `traceparent` instead.
 */
import { randomBytes } from 'node:crypto';

import { isAxiosError, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

import { currentRequestContext } from '@/lib/http/request-context';
import { logger, redact } from '@/lib/log/logger.mjs';
import { recordApiCall } from '@/lib/metrics/metrics.mjs';
import { renderRoute } from '@/lib/next-internals/render-route';

interface CallMeta {
  requestId: string;
  route: string;
  /** The API path as the log names it, read when the request leaves (the adapter's error may carry a copy of the config). */
  upstream: string;
  startedAt: number;
}

const meta = new WeakMap<InternalAxiosRequestConfig, CallMeta>();

/** The API path as a pattern for the log: its call's declared path (ids and slugs stay `{param}`), else the path with its second segment left out. */
export function upstreamPattern(config: InternalAxiosRequestConfig): string {
  return config.apiCall?.contract.path ?? (config.url ?? '').split('?')[0].replace(/^(\/[^/]+\/)[^/]+/, '$1{id}');
}

export function withUpstreamHeaders(api: AxiosInstance): AxiosInstance {
  api.interceptors.request.use((config) => {
    const context = currentRequestContext();
    let requestId: string;
    if (context) {
      requestId = context.requestId;
      config.headers.set('X-Request-Id', requestId);
      if (context.clientAddress) config.headers.set('X-Forwarded-For', context.clientAddress);
    } else {
      requestId = randomBytes(16).toString('hex');
      config.headers.set('traceparent', `00-${requestId}-${randomBytes(8).toString('hex')}-01`);
    }
    meta.set(config, {
      requestId,
      route: context?.route ?? renderRoute(),
      upstream: upstreamPattern(config),
      startedAt: performance.now(),
    });
    return config;
  });
  /** Every call, for the operators' metrics (lib/metrics): its outcome and duration by contract path. */
  const measure = (config: InternalAxiosRequestConfig, status: number | null) => {
    const started = meta.get(config)?.startedAt;
    const call = `${(config.method ?? 'get').toUpperCase()} ${meta.get(config)?.upstream ?? upstreamPattern(config)}`;
    recordApiCall(call, status, started === undefined ? 0 : (performance.now() - started) / 1000);
  };
  api.interceptors.response.use(
    (response) => {
      measure(response.config, response.status);
      return response;
    },
    (error: unknown) => {
      if (isAxiosError(error) && error.config) {
        const call = meta.get(error.config);
        const status = (error as AxiosError).response?.status ?? null;
        measure(error.config, status);
        // A 4xx is the API's answer to this visitor (a wrong code, an expired token), not a failure of the API.
        if (status === null || status >= 500) {
          logger.error(
            {
              route: call?.route,
              upstream: `${(error.config.method ?? 'get').toUpperCase()} ${call?.upstream ?? upstreamPattern(error.config)}`,
              status,
              durationMs: call ? Math.round(performance.now() - call.startedAt) : null,
              requestId: call?.requestId,
              reason: redact(error.code ?? error.message),
            },
            'clinic API call failed',
          );
        }
      }
      return Promise.reject(error);
    },
  );
  return api;
}
