/**
 * The demo clinic API as a real HTTP process: the msw handlers behind @mswjs/http-middleware, with
 * CORS for the site's origin(s). `npm run api`; `npm run dev` / `npm start` start it beside the site.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { createMiddleware } from '@mswjs/http-middleware';

import { setOtpLogger } from '@/features/auth/demo/handlers';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/api/schemas';
import { DEMO_API_HOST } from '@/lib/env/defaults.mjs';
import { checkedEnv, envNames, readEnv, type RawEnv } from '@/lib/env/variables.mjs';

import { handlers } from './handlers';
import { FAULT_HEADER } from './handlers/faults';
import { demoEnv } from './lib/env';
import { callerAddress } from './lib/forwarded';
import { PEER_ADDRESS_HEADER } from './lib/http';

/** Loopback only: the demo API serves made-up data and test switches, never to other machines. */
export { DEMO_API_HOST };

export function allowedOrigins(env?: RawEnv): string[] {
  const list = readEnv('SITE_URL', env) || `http://localhost:${readEnv('PORT', env)}`;
  return list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function applyCors(req: IncomingMessage, res: ServerResponse, origins: string[]): void {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (!origin || !origins.includes(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Retry-After, Content-Language, Idempotent-Replayed');
}

function sendNotFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }));
}

export function createDemoApiServer(): http.Server {
  const origins = allowedOrigins();
  const middleware = createMiddleware(...handlers);

  return http.createServer((req, res) => {
    applyCors(req, res, origins);
    if (req.method === 'OPTIONS') {
      if (res.hasHeader('Access-Control-Allow-Origin')) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader(
          'Access-Control-Allow-Headers',
          `Authorization, Content-Type, Accept-Language, ${IDEMPOTENCY_KEY_HEADER}, ${FAULT_HEADER}`,
        );
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.statusCode = 204;
      res.end();
      return;
    }
    // The handlers' per-address limits read the socket's address, or the address the site's server forwarded.
    req.headers[PEER_ADDRESS_HEADER] = callerAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']);
    // A network failure cannot travel as a response: drop the connection instead (test mode only).
    if (
      demoEnv.testMode() &&
      String(req.headers[FAULT_HEADER] ?? '')
        .trim()
        .toLowerCase() === 'network'
    ) {
      req.socket.destroy();
      return;
    }
    // The middleware expects a few Express request helpers.
    const header = (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const expressLike = Object.assign(req, { protocol: 'http', get: header, header });
    middleware(expressLike, res, (error?: unknown) => {
      if (error) {
        console.error('[demo api]', error);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ error: { code: 'server', message: 'Internal error' } }));
        } else res.destroy();
        return;
      }
      sendNotFound(res);
    });
  });
}

function main(): void {
  // Every variable of the demo API and the two of the site it reads: a bad one stops it here, with one line.
  const { DEMO_API_PORT: port } = checkedEnv([...envNames('demo'), 'SITE_URL', 'PORT', 'REVALIDATE_SECRET']);
  setOtpLogger((phone, code) => console.log(`[demo api] one-time code for ${phone}: ${code}`));
  const server = createDemoApiServer();
  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Configuration error: port ${port} (DEMO_API_PORT) is already in use: stop the process that holds it or set DEMO_API_PORT to a free port.`
        : `Demo clinic API could not start: ${error.message}`,
    );
    process.exit(1);
  });
  server.listen(port, DEMO_API_HOST, () => {
    console.log(`Demo clinic API on http://${DEMO_API_HOST}:${port} — made-up demo data, not a clinic backend.`);
    console.log(
      demoEnv.hasFixedJwtSecret()
        ? '[demo api] tokens signed with DEMO_JWT_SECRET'
        : '[demo api] tokens signed with a random secret made at this start: sessions end when it restarts (set DEMO_JWT_SECRET to keep them)',
    );
    if (demoEnv.fixedOtpCode()) console.log('[demo api] test mode: fixed one-time code, /__demo switches on');
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const isEntryPoint = Boolean(process.argv[1]) && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isEntryPoint) main();
