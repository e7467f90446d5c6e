/**
 * Axios instances of the clinic API: the browser instance per locale (`getBrowserApi(locale)`) and the
 * factory behind it and the server instance (`createApi`). Interceptors: Accept-Language, Bearer, and
 * on 401 one renewal of the access token (through the site's own session endpoint) followed by one
 * retry of the failed request.
 */
import axios, {
  AxiosHeaders,
  isAxiosError,
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type CreateAxiosDefaults,
  type InternalAxiosRequestConfig,
} from 'axios';

import { API_BASE_PATH } from '@/lib/config';
import { browserApiOrigin } from '@/lib/env/browser';
import type { Locale } from '@/lib/locales';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the retry after a renewal, so a request is retried at most once. */
    _retried?: boolean;
  }
}

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
  /** Where the access token comes from; omit for an anonymous instance (server side). */
  tokens?: AccessTokenSource;
  timeout?: number;
  adapter?: CreateAxiosDefaults['adapter'];
}

function bearerOf(config: InternalAxiosRequestConfig): string | undefined {
  const value = AxiosHeaders.from(config.headers).get('Authorization');
  return typeof value === 'string' ? value.replace(/^Bearer\s+/i, '') : undefined;
}

export function createApi(options: CreateApiOptions): AxiosInstance {
  const adapter: AxiosAdapter = axios.getAdapter(options.adapter ?? axios.defaults.adapter);

  const api = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? BROWSER_API_TIMEOUT_MS,
    // The clinic API is reached with the Bearer token only; no cookie of the site goes there.
    withCredentials: false,
    adapter,
    headers: { Accept: 'application/json' },
  });

  api.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', options.locale);
    const access = options.tokens?.getAccessToken();
    if (access) config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  });

  const tokens = options.tokens;
  if (!tokens) return api;

  api.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error)) throw error;
    const config = (error as AxiosError).config;
    if (!config || error.response?.status !== 401 || config._retried) throw error;
    config._retried = true;
    const renewed = await tokens.renewAccessToken(bearerOf(config), options.locale);
    if (!renewed) throw error;
    return api.request(config);
  });

  return api;
}

/* ---------- the browser instances, one per locale ---------- */

export function browserApiBaseUrl(): string {
  return `${browserApiOrigin()}${API_BASE_PATH}`;
}

let browserTokens: AccessTokenSource | undefined;
const browserApis = new Map<Locale, AxiosInstance>();

/**
 * Where browser instances take the access token from. The session module registers itself when it
 * loads; pages that never load it (public pages) talk to the API anonymously.
 */
export function setBrowserTokenSource(source: AccessTokenSource | undefined): void {
  browserTokens = source;
  browserApis.clear();
}

export function getBrowserApi(locale: Locale): AxiosInstance {
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
