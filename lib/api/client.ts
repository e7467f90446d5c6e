/**
 * The browser's client of the clinic API: one per locale (`getBrowserApi(locale)`), made by `createApi`. It sends
 * Accept-Language and the Bearer token, and on a 401 renews the access token once (through the site's own session
 * endpoint) and retries the request once. The server calls the API through axios (lib/api/server.ts); in the
 * browser the same declared calls go through `fetch`, which the browser has anyway: axios was the largest module of
 * the profile's JavaScript, for the four things above (reports/perf.md).
 */
import { API_BASE_PATH } from '@/lib/config';
import { browserApiOrigin } from '@/lib/env/browser';
import type { Locale } from '@/lib/locales';

import type { ApiClient, ApiRequest, ApiResponse } from './call';
import { HttpFailure } from './errors';

/**
 * A call from the browser may wait longer than a server render (API_TIMEOUT_MS in lib/env, 5 s): a phone on a
 * slow network sends the sign-in code or a form here, and the person sees a spinner, not a failed page.
 */
export const BROWSER_API_TIMEOUT_MS = 15_000;

/** Where the access token comes from; the refresh token never passes through page scripts. */
export interface AccessTokenSource {
  getAccessToken(): string | null;
  /**
   * A new access token after `failed` was refused (null: the session has ended). Implementations
   * renew once for any number of concurrent callers.
   */
  renewAccessToken(failed: string | undefined, locale: Locale): Promise<string | null>;
}

export interface CreateApiOptions {
  /** Base URL including `/api/v1`. */
  baseURL: string;
  /** Interface locale sent as Accept-Language. */
  locale: Locale;
  /** Where the access token comes from; omit for an anonymous client. */
  tokens?: AccessTokenSource;
  timeout?: number;
}

export interface BrowserApi extends ApiClient {
  readonly baseURL: string;
}

/** The answer's body: its bytes for a binary call, else JSON (or the text, when it is not JSON, as axios gives it). */
async function readBody(response: Response, responseType: ApiRequest['responseType']): Promise<unknown> {
  if (responseType === 'arraybuffer') return response.arrayBuffer();
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : text;
  } catch {
    return text;
  }
}

export function createApi(options: CreateApiOptions): BrowserApi {
  const { baseURL, locale, tokens } = options;
  const timeout = options.timeout ?? BROWSER_API_TIMEOUT_MS;

  async function send(config: ApiRequest, retried: boolean): Promise<ApiResponse> {
    const url = new URL(baseURL + config.url);
    for (const [name, value] of Object.entries(config.params ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    const headers = new Headers({ Accept: 'application/json', ...config.headers, 'Accept-Language': locale });
    const access = tokens?.getAccessToken();
    if (access) headers.set('Authorization', `Bearer ${access}`);
    if (config.data !== undefined) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await fetch(url, {
        method: config.method,
        headers,
        body: config.data === undefined ? undefined : JSON.stringify(config.data),
        // The clinic API is reached with the Bearer token only; no cookie of the site goes there.
        credentials: 'omit',
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new HttpFailure(error instanceof Error ? error.message : 'Network Error', config, undefined, error);
    }
    const answer: ApiResponse = {
      data: await readBody(response, config.responseType),
      status: response.status,
      headers: Object.fromEntries(response.headers),
    };
    if (response.ok) return answer;
    if (response.status === 401 && tokens && !retried) {
      const renewed = await tokens.renewAccessToken(access ?? undefined, locale);
      if (renewed) return send(config, true);
    }
    throw new HttpFailure(`Request failed with status code ${response.status}`, config, answer);
  }

  return { baseURL, request: (config) => send(config, false) };
}

/* ---------- the browser clients, one per locale ---------- */

export function browserApiBaseUrl(): string {
  return `${browserApiOrigin()}${API_BASE_PATH}`;
}

let browserTokens: AccessTokenSource | undefined;
const browserApis = new Map<Locale, BrowserApi>();

/**
 * Where browser clients take the access token from. The session module registers itself when it
 * loads; pages that never load it (public pages) talk to the API anonymously.
 */
export function setBrowserTokenSource(source: AccessTokenSource | undefined): void {
  browserTokens = source;
  browserApis.clear();
}

export function getBrowserApi(locale: Locale): BrowserApi {
  if (typeof window === 'undefined') {
    throw new Error('getBrowserApi() is for the browser; use serverApi(locale) on the server');
  }
  let api = browserApis.get(locale);
  if (!api) {
    api = createApi({ baseURL: browserApiBaseUrl(), locale, tokens: browserTokens });
    browserApis.set(locale, api);
  }
  return api;
}
