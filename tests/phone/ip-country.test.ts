import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { IP_COUNTRY_STORAGE_KEY, lookupIpCountry, parseIpCountryReply, resetIpCountryCache } from '@/features/phone/client/ip-country';
import { IP_COUNTRY_LOOKUP_TIMEOUT_MS } from '@/features/phone/model/limits';

const URL = 'https://ip2c.test/self';

function textResponse(body: string, status = 200) {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });
}

beforeEach(() => resetIpCountryCache());
afterEach(() => vi.useRealTimers());

describe('parseIpCountryReply', () => {
  it('reads the two letters at characters 3 to 4 of a reply starting with 1', () => {
    expect(parseIpCountryReply('1;AM;ARM;Armenia')).toBe('AM');
    expect(parseIpCountryReply('1;de;DEU;Germany')).toBe('DE');
  });

  it('rejects failures and malformed replies', () => {
    expect(parseIpCountryReply('0;;;WRONG INPUT')).toBeUndefined();
    expect(parseIpCountryReply('2;;;UNKNOWN')).toBeUndefined();
    expect(parseIpCountryReply('1;A')).toBeUndefined();
    expect(parseIpCountryReply('1;12;X')).toBeUndefined();
    expect(parseIpCountryReply('')).toBeUndefined();
  });
});

describe('lookupIpCountry', () => {
  it('asks once per visit and remembers the answer in sessionStorage', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => textResponse('1;FR;FRA;France'));
    await expect(lookupIpCountry({ url: URL, fetch: fetchMock })).resolves.toBe('FR');
    await expect(lookupIpCountry({ url: URL, fetch: fetchMock })).resolves.toBe('FR');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(URL);
    expect(sessionStorage.getItem(IP_COUNTRY_STORAGE_KEY)).toBe('FR');
  });

  it('answers from sessionStorage without a request', async () => {
    sessionStorage.setItem(IP_COUNTRY_STORAGE_KEY, 'GE');
    const fetchMock = vi.fn();
    await expect(lookupIpCountry({ url: URL, fetch: fetchMock })).resolves.toBe('GE');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shares one request between concurrent callers', async () => {
    const fetchMock = vi.fn(async () => textResponse('1;AM;ARM;Armenia'));
    const answers = await Promise.all([1, 2, 3].map(() => lookupIpCountry({ url: URL, fetch: fetchMock, storage: null })));
    expect(answers).toEqual(['AM', 'AM', 'AM']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects an error status or a failure reply, and stores nothing', async () => {
    await expect(lookupIpCountry({ url: URL, fetch: async () => textResponse('oops', 502) })).rejects.toThrow('502');
    resetIpCountryCache();
    await expect(lookupIpCountry({ url: URL, fetch: async () => textResponse('1;??') })).rejects.toThrow('no country');
    expect(sessionStorage.getItem(IP_COUNTRY_STORAGE_KEY)).toBeNull();
  });

  it('resolves to no country when the lookup knows none ("0;;"), and stores nothing', async () => {
    await expect(lookupIpCountry({ url: URL, fetch: async () => textResponse('0;;') })).resolves.toBeUndefined();
    expect(sessionStorage.getItem(IP_COUNTRY_STORAGE_KEY)).toBeNull();
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const answer = lookupIpCountry({ url: URL, fetch: fetchMock as typeof fetch });
    const settled = vi.fn();
    answer.catch(settled);
    await vi.advanceTimersByTimeAsync(IP_COUNTRY_LOOKUP_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toThrow(`timed out after ${IP_COUNTRY_LOOKUP_TIMEOUT_MS} ms`);
  });
});
