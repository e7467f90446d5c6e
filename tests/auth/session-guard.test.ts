// @vitest-environment node
/**
 * The session endpoints' guard with its real defaults: calls from other origins or without JSON refused before
 * anything is counted, 10 sign-ins and 60 renewals a minute per client address (429 with Retry-After past that;
 * a logout past it still clears the cookies), bodies over 4 KB refused with 413 before they are read whole, and the
 * request id and address handed on to the clinic API calls the handler makes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { NextRequest, NextResponse } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { revokeToken } from '@/features/auth/api/calls';
import { REFRESH_COOKIE_NAME, SESSION_HINT_COOKIE_NAME } from '@/features/auth/model/session-cookie-names';
import { guardSessionCall, resetSessionLimiter, SESSION_MAX_BODY_BYTES } from '@/features/auth/server/session-guard';
import { endSessionHere } from '@/features/auth/server/session-routes';
import { serverApi } from '@/lib/api/server';
import { logger } from '@/lib/log/logger.mjs';

const ok = vi.fn(async (request: NextRequest) => NextResponse.json({ body: await request.text() }));

function post(path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  return new NextRequest(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body ?? '{}',
    // A stream body needs this in Node's fetch.
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
}

afterEach(() => {
  resetSessionLimiter();
  vi.unstubAllEnvs();
  ok.mockClear();
});

describe('limits per client address (defaults)', () => {
  it('allows 10 sign-ins a minute, then answers 429 with Retry-After and never calls the handler', async () => {
    const obtain = guardSessionCall('obtain', ok);
    for (let i = 0; i < 10; i++) expect((await obtain(post('/session/obtain'))).status).toBe(200);
    const refused = await obtain(post('/session/obtain'));
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers.get('cache-control')).toMatch(/no-store/);
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited' } });
    expect(ok).toHaveBeenCalledTimes(10);
  });

  it('allows 60 renewals a minute, counted apart from sign-ins', async () => {
    const refresh = guardSessionCall('refresh', ok);
    const obtain = guardSessionCall('obtain', ok);
    for (let i = 0; i < 60; i++) expect((await refresh(post('/session/refresh'))).status).toBe(200);
    expect((await refresh(post('/session/refresh'))).status).toBe(429);
    expect((await obtain(post('/session/obtain'))).status).toBe(200);
  });

  it('without a trusted proxy every caller shares one count, whatever X-Forwarded-For says', async () => {
    const obtain = guardSessionCall('obtain', ok);
    for (let i = 0; i < 10; i++) await obtain(post('/session/obtain', { headers: { 'x-forwarded-for': `198.51.100.${i}` } }));
    expect((await obtain(post('/session/obtain', { headers: { 'x-forwarded-for': '198.51.100.99' } }))).status).toBe(429);
  });

  it('behind a trusted proxy each visitor address has its own count', async () => {
    vi.stubEnv('TRUST_PROXY_HOPS', '1');
    const obtain = guardSessionCall('obtain', ok);
    const from = (address: string) => post('/session/obtain', { headers: { 'x-forwarded-for': `10.0.0.1, ${address}` } });
    for (let i = 0; i < 10; i++) expect((await obtain(from('203.0.113.7'))).status).toBe(200);
    expect((await obtain(from('203.0.113.7'))).status).toBe(429);
    expect((await obtain(from('203.0.113.8'))).status).toBe(200);
  });

  it('takes its numbers from SESSION_SIGNINS_PER_MINUTE and SESSION_RENEWALS_PER_MINUTE', async () => {
    vi.stubEnv('SESSION_SIGNINS_PER_MINUTE', '2');
    vi.stubEnv('SESSION_RENEWALS_PER_MINUTE', '3');
    const obtain = guardSessionCall('obtain', ok);
    const logout = guardSessionCall('logout', ok);
    for (let i = 0; i < 2; i++) expect((await obtain(post('/session/obtain'))).status).toBe(200);
    expect((await obtain(post('/session/obtain'))).status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await logout(post('/session/logout'))).status).toBe(200);
    expect((await logout(post('/session/logout'))).status).toBe(429);
  });
});

describe('calls no page of the site could make count against nobody', () => {
  it('cross-site no-cors POSTs (another origin, a text body) get 403/415 and leave the sign-in limit untouched', async () => {
    const obtain = guardSessionCall('obtain', ok);
    for (let i = 0; i < 30; i++) {
      const foreign = await obtain(post('/session/obtain', { headers: { origin: 'https://evil.example', 'content-type': 'text/plain' } }));
      expect(foreign.status).toBe(403);
      const plain = await obtain(post('/session/obtain', { headers: { 'content-type': 'text/plain' } }));
      expect(plain.status).toBe(415);
    }
    expect(ok).not.toHaveBeenCalled();
    expect((await obtain(post('/session/obtain', { headers: { origin: 'http://localhost:3000' } }))).status).toBe(200);
  });
});

describe('logout over the limit', () => {
  it('still ends the session: 200 and the session cookies cleared, without the API call', async () => {
    vi.stubEnv('SESSION_RENEWALS_PER_MINUTE', '1');
    const revoking = vi.fn(async () => NextResponse.json({ ended: true, revoked: true }));
    const logout = guardSessionCall('logout', revoking, endSessionHere);
    const cookie = `${REFRESH_COOKIE_NAME}=eyJ.token.x; ${SESSION_HINT_COOKIE_NAME}=42`;
    expect((await logout(post('/session/logout', { headers: { cookie } }))).status).toBe(200);
    const limited = await logout(post('/session/logout', { headers: { cookie } }));
    expect(limited.status).toBe(200);
    expect(await limited.json()).toEqual({ ended: true });
    const cleared = limited.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith(`${REFRESH_COOKIE_NAME}=;`))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(cleared.find((c) => c.startsWith(`${SESSION_HINT_COOKIE_NAME}=;`))).toBeDefined();
    expect(revoking).toHaveBeenCalledTimes(1);
  });
});

describe('body cap', () => {
  it('refuses a declared Content-Length over 4 KB with 413 without reading the body', async () => {
    const request = post('/session/obtain', { body: 'x'.repeat(10), headers: { 'content-length': String(SESSION_MAX_BODY_BYTES + 1) } });
    const response = await guardSessionCall('obtain', ok)(request);
    expect(response.status).toBe(413);
    expect(request.bodyUsed).toBe(false);
    expect(ok).not.toHaveBeenCalled();
  });

  it('stops reading a body sent without a length once it passes 4 KB', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(120));
      },
    });
    const response = await guardSessionCall('obtain', ok)(post('/session/obtain', { body: endless }));
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(10);
    expect(ok).not.toHaveBeenCalled();
  });

  it('passes a body of exactly 4 KB on to the handler intact', async () => {
    const body = JSON.stringify({ phone: '+37491000000', pad: 'y'.repeat(SESSION_MAX_BODY_BYTES - 40) }).slice(0, SESSION_MAX_BODY_BYTES);
    const response = await guardSessionCall('obtain', ok)(post('/session/obtain', { body }));
    expect(response.status).toBe(200);
    expect((await response.json()).body).toBe(body);
  });
});

describe('what the clinic API receives from a session call', () => {
  let api: http.Server;
  const seen: http.IncomingHttpHeaders[] = [];
  let status = 200;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"data":{}}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  const callingApi = guardSessionCall('logout', async () => {
    await revokeToken(serverApi('en'), 'x.y.z').catch(() => null);
    return NextResponse.json({ ended: true });
  });

  it('X-Forwarded-For (the visitor a trusted proxy named) and the proxy’s X-Request-Id', async () => {
    vi.stubEnv('API_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    vi.stubEnv('TRUST_PROXY_HOPS', '1');
    status = 200;
    seen.length = 0;
    await callingApi(post('/session/logout', { headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'nginx-abc123' } }));
    expect(seen[0]['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen[0]['x-request-id']).toBe('nginx-abc123');
  });

  it('without a trusted proxy: no X-Forwarded-For, a request id of its own, and a failure logged as one JSON line without personal data', async () => {
    vi.stubEnv('API_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    status = 503;
    seen.length = 0;
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    await callingApi(post('/session/logout', { headers: { 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'forged' } }));
    expect(seen[0]['x-forwarded-for']).toBeUndefined();
    const id = seen[0]['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(error).toHaveBeenCalledTimes(1);
    const [fields] = error.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(fields).toMatchObject({ route: '/session/logout', upstream: 'POST /auth/token/revoke/', status: 503, requestId: id });
    expect(typeof fields.durationMs).toBe('number');
    error.mockRestore();
  });
});
