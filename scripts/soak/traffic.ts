/**
 * Mixed traffic on the public pages through the TLS proxy, one autocannon run per interval, with every
 * answer checked: its status by page, and for a 200 page that it is a whole page of the site (not an empty
 * document, not the error screen).
 */
import autocannon from 'autocannon';

import en from '../../messages/en.json';
import hy from '../../messages/hy.json';
import ru from '../../messages/ru.json';

const ERROR_HEADINGS = [hy.Error.heading, ru.Error.heading, en.Error.heading];

export interface IntervalResult {
  startedAt: number;
  requests: number;
  p50: number;
  p99: number;
  /** Status counts by page path. */
  statuses: Map<string, Map<number, number>>;
  /** 200 answers that were not a whole page: path → count. */
  brokenPages: Map<string, number>;
  errors: number;
  timeouts: number;
}

export interface Target {
  port: number;
  host: string;
}

function bump<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

export function isWholePage(body: string): boolean {
  return (
    body.length > 2000 &&
    body.includes('</html>') &&
    /<h1[\s>]/.test(body) &&
    !ERROR_HEADINGS.some((heading) => body.includes(`>${heading}<`))
  );
}

/**
 * autocannon reconnects after a closed keep-alive connection (nginx closes one every 1 000 requests) or a
 * connection error without dropping the request that will never be answered, so every later answer on that
 * connection is credited to the request before it (the sitemap's XML counted as a broken HTML page, a made-up
 * path's 404 as the contacts page's). Forgetting it on each new connection keeps answers with their requests.
 */
function forgetUnansweredRequestOnReconnect(client: unknown): void {
  const internals = client as { _connect: () => void; pipelinedRequests: { clear: () => void } };
  const connect = internals._connect;
  internals._connect = function reconnect(this: typeof internals) {
    this.pipelinedRequests.clear();
    connect.call(this);
  };
}

export async function runInterval(target: Target, paths: string[], seconds: number, connections: number): Promise<IntervalResult> {
  const statuses = new Map<string, Map<number, number>>();
  const brokenPages = new Map<string, number>();
  const startedAt = Date.now();
  const requests = paths.map((path) => ({
    method: 'GET' as const,
    path,
    onResponse: (status: number, body: string) => {
      const byStatus = statuses.get(path) ?? new Map<number, number>();
      statuses.set(path, byStatus);
      bump(byStatus, status);
      if (status === 200 && !path.endsWith('.xml') && !isWholePage(body)) bump(brokenPages, path);
    },
  }));
  const result = await autocannon({
    url: `https://127.0.0.1:${target.port}`,
    servername: target.host,
    headers: { host: `${target.host}:${target.port}`, 'accept-language': 'hy' },
    connections,
    duration: seconds,
    timeout: 20,
    requests,
    setupClient: forgetUnansweredRequestOnReconnect,
  });
  return {
    startedAt,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    brokenPages,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
