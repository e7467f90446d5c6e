/**
 * A small HTTP proxy that fails a set share of the calls passing through it, for the soak test: it stands
 * between the site's servers and the clinic API. Each failed call is one of `faults` (picked at random):
 * - `status`: a 503 answer with a JSON error body, at once;
 * - `reset`: the connection is dropped before any answer;
 * - `slow`: the call is held `slowMs` (longer than the site's API timeout), then forwarded.
 * Every other call is forwarded unchanged (method, path, headers, body; the answer likewise).
 */
import http from 'node:http';

/** @typedef {'status' | 'reset' | 'slow'} FaultKind */
/** @typedef {ReturnType<typeof createFaultProxy>} FaultProxy */

/** @type {FaultKind[]} */
export const FAULT_KINDS = ['status', 'reset', 'slow'];

/**
 * @param {{ target: string, failureRate?: number, faults?: FaultKind[], slowMs?: number, random?: () => number }} options
 */
export function createFaultProxy({ target, failureRate = 0.1, faults = FAULT_KINDS, slowMs = 6000, random = Math.random }) {
  const upstream = new URL(target);
  const stats = { forwarded: 0, status: 0, reset: 0, slow: 0, upstreamErrors: 0 };
  const settings = { failureRate };

  /** @type {(req: http.IncomingMessage, res: http.ServerResponse) => void} */
  const forward = (req, res) => {
    const request = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    request.on('error', () => {
      stats.upstreamErrors += 1;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"server","message":"upstream unreachable"}}');
    });
    req.pipe(request);
  };

  const server = http.createServer((req, res) => {
    if (random() >= settings.failureRate) {
      stats.forwarded += 1;
      return forward(req, res);
    }
    const kind = faults[Math.floor(random() * faults.length) % faults.length];
    stats[kind] += 1;
    if (kind === 'status') {
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      return res.end('{"error":{"code":"server","message":"injected fault"}}');
    }
    if (kind === 'reset') {
      req.socket.destroy();
      return;
    }
    const timer = setTimeout(() => forward(req, res), slowMs);
    res.on('close', () => clearTimeout(timer));
  });

  return {
    server,
    stats,
    /** Changes the share of failed calls while running (0 switches faults off). */
    setFailureRate: (/** @type {number} */ rate) => {
      settings.failureRate = rate;
    },
    /** @returns {Promise<string>} */
    listen: (port = 0, host = '127.0.0.1') =>
      new Promise((resolve) =>
        server.listen(port, host, () => resolve(`http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`)),
      ),
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
