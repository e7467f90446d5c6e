import axios, { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchAdapter } from '@/lib/api/fetch-adapter';

const BASE = 'http://api.test/api/v1';

function stubFetch(answer: () => Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer());
}

function client(timeout = 1000) {
  return axios.create({ baseURL: BASE, timeout, adapter: fetchAdapter, headers: { Accept: 'application/json' } });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the server API client’s fetch adapter', () => {
  it('calls fetch with a URL and an init object, never a Request (Next keeps those alive)', async () => {
    const fetch = stubFetch(async () => Response.json({ data: { ok: true } }));
    const answer = await client().post(
      '/applications/',
      { name: 'Anna' },
      { params: { page: 2, skip: undefined }, fetchOptions: { next: { revalidate: 60, tags: ['news'] } } },
    );

    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ data: { ok: true } });
    const [input, init] = fetch.mock.calls[0]!;
    expect(typeof input).toBe('string');
    expect(input).toBe(`${BASE}/applications/?page=2`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Anna"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toMatch(/^application\/json/);
    expect((init as { next?: unknown }).next).toEqual({ revalidate: 60, tags: ['news'] });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('leaves no timer behind once the answer has been read', async () => {
    vi.useFakeTimers();
    stubFetch(async () => Response.json({ data: [] }));
    await client(5000).get('/news/');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts a call that outlasts the timeout, as axios reports a timeout', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const failure = await client(20)
      .get('/news/')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AxiosError);
    expect((failure as AxiosError).code).toBe(AxiosError.ECONNABORTED);
    expect((failure as AxiosError).message).toBe('timeout of 20ms exceeded');
  });

  it('settles at the timeout even when the fetch ignores its abort signal (as Next’s copy of a request can)', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const failure = await client(30)
      .get('/news/')
      .catch((error: unknown) => error);
    expect((failure as AxiosError).code).toBe(AxiosError.ECONNABORTED);
  });

  it('holds the timeout over the answer’s body too', async () => {
    stubFetch(async () => new Response(new ReadableStream({ start() {} })));
    const failure = await client(30)
      .get('/news/')
      .catch((error: unknown) => error);
    expect((failure as AxiosError).code).toBe(AxiosError.ECONNABORTED);
  });

  it('rejects a status outside 2xx with the answer attached', async () => {
    stubFetch(async () => Response.json({ error: { code: 'not_found' } }, { status: 404 }));
    const failure = (await client()
      .get('/news/missing/')
      .catch((error: unknown) => error)) as AxiosError;
    expect(axios.isAxiosError(failure)).toBe(true);
    expect(failure.response?.status).toBe(404);
    expect(failure.response?.data).toEqual({ error: { code: 'not_found' } });
  });

  it('reports a network failure as one', async () => {
    stubFetch(async () => {
      throw new TypeError('fetch failed');
    });
    const failure = (await client()
      .get('/news/')
      .catch((error: unknown) => error)) as AxiosError;
    expect(failure.code).toBe(AxiosError.ERR_NETWORK);
    expect(failure.response).toBeUndefined();
  });

  it('answers the bytes of a binary call', async () => {
    stubFetch(async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/pdf' } }));
    const answer = await client().get('/documents/1/', { responseType: 'arraybuffer' });
    expect(new Uint8Array(answer.data as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(answer.headers['content-type']).toBe('application/pdf');
  });
});
