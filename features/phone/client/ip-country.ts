/**
 * The visitor's country from the site's own lookup, `/api/country` (spec section 7's reply format): a text
 * reply starting with "1" on success, with the two-letter code at characters 3 to 4 ("1;AM"), "0" when
 * the country is not known (no country header reached the site). One lookup per visit: the answer is
 * kept in memory and in sessionStorage. Browser only; nothing runs at import.
 */
import 'client-only';

import { IP_COUNTRY_LOOKUP_TIMEOUT_MS } from '@/features/phone/model/limits';

export const IP_COUNTRY_STORAGE_KEY = 'phone.ipCountry';

/** "1;AM;ARM;Armenia" → "AM"; anything else → undefined. */
export function parseIpCountryReply(text: string): string | undefined {
  if (!text.startsWith('1')) return undefined;
  const code = text.slice(2, 4);
  return /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : undefined;
}

export interface IpCountryLookupOptions {
  url: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

let pending: { url: string; promise: Promise<string | undefined> } | null = null;

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

async function fetchCountry(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`IP country lookup timed out after ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetchImpl(url, { signal: controller.signal, credentials: 'omit', cache: 'no-store' });
    if (!response.ok) throw new Error(`IP country lookup answered ${response.status}`);
    const text = await response.text();
    // "0…": the lookup worked and knows no country (not an error: the page's language decides).
    if (text.startsWith('0')) return undefined;
    const code = parseIpCountryReply(text);
    if (!code) throw new Error(`IP country lookup gave no country: ${JSON.stringify(text.slice(0, 40))}`);
    return code;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves to the visitor's ISO2 country, undefined when the lookup knows none, or rejects (timeout,
 * network, unexpected reply). Concurrent
 * and later calls in the same visit share one answer; a failure is not stored, so it is not retried
 * within the page but is on the next one.
 */
export function lookupIpCountry(options: IpCountryLookupOptions): Promise<string | undefined> {
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  const stored = storage?.getItem(IP_COUNTRY_STORAGE_KEY);
  if (stored && /^[A-Z]{2}$/.test(stored)) return Promise.resolve(stored);
  if (pending?.url === options.url) return pending.promise;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const promise = fetchCountry(options.url, options.timeoutMs ?? IP_COUNTRY_LOOKUP_TIMEOUT_MS, fetchImpl).then((code) => {
    if (!code) return code;
    try {
      storage?.setItem(IP_COUNTRY_STORAGE_KEY, code);
    } catch {
      // storage full or blocked: memory is enough for this page
    }
    return code;
  });
  pending = { url: options.url, promise };
  return promise;
}

/** Forgets the answer of this visit (tests, or a changed lookup URL). */
export function resetIpCountryCache(storage: Pick<Storage, 'removeItem'> | null = sessionStore() as Storage | null): void {
  pending = null;
  try {
    storage?.removeItem(IP_COUNTRY_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
