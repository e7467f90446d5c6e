/**
 * Requests to the topology from Node, over TLS with the test certificate trusted: a name (SNI and Host)
 * that no DNS knows, sent to 127.0.0.1 — the way a client on the internet reaches the proxy.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';

import { PROD } from './topology';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Call {
  method?: string;
  /** The name the client connects to (SNI); the Host header too unless `headers.host` says otherwise. */
  name?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The proxy's TLS port (the topology's by default). */
  port?: number;
}

function collect(request: http.ClientRequest, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.setTimeout(20_000, () => request.destroy(new Error('timed out')));
    request.end(body);
  });
}

/** A request through the TLS proxy. */
export function viaProxy(cert: string, path: string, call: Call = {}): Promise<Answer> {
  const name = call.name ?? PROD.host;
  const port = call.port ?? PROD.httpsPort;
  const request = https.request({
    host: '127.0.0.1',
    port,
    servername: name,
    ca: fs.readFileSync(cert),
    method: call.method ?? 'GET',
    path,
    headers: { host: `${name}:${port}`, ...call.headers },
    agent: false,
  });
  return collect(request, call.body);
}

/** A plain-http request straight to one port (an instance, the proxy's port 80, the demo API). */
export function direct(port: number, path: string, call: Call = {}): Promise<Answer> {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: call.method ?? 'GET',
    path,
    headers: { host: call.name ?? `localhost:${port}`, ...call.headers },
    agent: false,
  });
  return collect(request, call.body);
}

/** Every header value and the body as one text, to look for a string anywhere in an answer. */
export function wholeAnswer(answer: Answer): string {
  return `${JSON.stringify(answer.headers)}\n${answer.body}`;
}
