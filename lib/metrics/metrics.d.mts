/** Types of metrics.mjs (plain JavaScript: the cache handler, loaded outside the bundle, counts into it too). */
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export declare const API_FAILURES_BEFORE_OPEN: number;
export interface SiteMetrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  latency: Histogram<'route' | 'method' | 'status'>;
  pageCache: Counter<'layer' | 'result'>;
  apiCalls: Counter<'call' | 'outcome'>;
  apiLatency: Histogram<'call'>;
  apiBreaker: Gauge;
  redisErrors: Counter;
  redisBreaker: Gauge;
  limiterRefusals: Counter<'endpoint'>;
  apiFailuresInARow: number;
}
export declare function metrics(): SiteMetrics;
export declare function recordApiCall(call: string, status: number | null, seconds: number): void;
export declare function recordPageCache(layer: 'next' | 'redis' | 'local', result: string): void;
export declare function recordRedisError(): void;
export declare function recordRedisBreaker(open: boolean): void;
