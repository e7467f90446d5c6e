import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The instance's own sub-requests against a real local server: one that answers whole, one that sends its headers and
 * then never finishes its body, and one that answers an error.
 */
let server: http.Server;
let previousPort: string | undefined;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/whole') response.writeHead(200, { 'content-type': 'text/css' }).end('a{color:red}');
    else if (request.url === '/stalls') response.writeHead(200, { 'content-type': 'text/css' }).write('a{');
    else response.writeHead(404).end('missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  previousPort = process.env.PORT;
  process.env.PORT = String((server.address() as AddressInfo).port);
});

afterAll(async () => {
  if (previousPort === undefined) delete process.env.PORT;
  else process.env.PORT = previousPort;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('fetchInternalText', () => {
  it('reads a whole answer', async () => {
    const { fetchInternalText } = await import('@/lib/http/internal-fetch');
    const { response, text } = await fetchInternalText('/whole');
    expect(response.status).toBe(200);
    expect(text).toBe('a{color:red}');
  });

  it('gives up at the deadline on a body that never ends, though its headers came at once', async () => {
    const { fetchInternalText } = await import('@/lib/http/internal-fetch');
    const started = Date.now();
    const error = await fetchInternalText('/stalls', {}, 300).catch((reason: unknown) => reason);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('does not read an answer the caller does not want', async () => {
    const { fetchInternalText } = await import('@/lib/http/internal-fetch');
    const { response, text } = await fetchInternalText('/elsewhere');
    expect(response.status).toBe(404);
    expect(text).toBeNull();
  });
});
