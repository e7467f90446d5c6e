import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll } from 'vitest';

export interface StandInServer {
  /** `http://127.0.0.1:<port>`, once the file's tests start. */
  origin: string;
  /** What it was asked during the current test, in order. */
  requests: http.IncomingMessage[];
}

/**
 * A real HTTP server standing in for another service (the clinic API) in one test file: it listens on a free local
 * port before the file's tests, forgets its requests after each test, and closes after the last one.
 */
export function standInServer(answer: http.RequestListener): StandInServer {
  const stand: StandInServer = { origin: '', requests: [] };
  const server = http.createServer((request, response) => {
    stand.requests.push(request);
    answer(request, response);
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stand.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    stand.requests.length = 0;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return stand;
}
