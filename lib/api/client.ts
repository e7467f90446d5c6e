/**
 * Axios instances of the clinic API: the browser singleton (`getBrowserApi`) and the factory behind
 * it and the server instance (`createApi`). Interceptors: Accept-Language, Bearer, and on 401 one
 * shared token refresh followed by one retry of each failed request.
 */
import axios, {
  AxiosHeaders,
  isAxiosError,
  type AxiosAdapter,
  type CreateAxiosDefaults,
  type AxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { API_BASE_PATH, API_TIMEOUT_MS, DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/config';
import { browserTokenStore, type TokenStore } from '@/lib/auth/tokens';
import { apiPaths } from './contract';
import { createResponseCache, withResponseCache, type ResponseCache } from './cache';
import { envelope, tokenRefreshedSchema } from './schemas';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the retry after a refresh, so a request is retried at most once. */
    _retried?: boolean;
  }
}

export const DEMO_API_DEFAULT_URL = 'http://127.0.0.1:4010';

export interface CreateApiOptions {
  /** Base URL including `/api/v1`. */
  baseURL: string;
  /** Interface locale sent as Accept-Language; read on every request. */
  getLocale?: () => Locale;
  /** Where tokens come from; omit for an anonymous instance (server side). */
  tokens?: TokenStore;
  /** Response cache for requests flagged `{ cache: true }`; omit for none. */
  cache?: ResponseCache;
  timeout?: number;
  adapter?: CreateAxiosDefaults['adapter'];
  withCredentials?: boolean;
}

function isRefreshCall(config: InternalAxiosRequestConfig): boolean {
  return (config.url ?? '').replace(/^.*\/api\/v1/, '').startsWith(apiPaths.tokenRefresh);
}

function bearerOf(config: InternalAxiosRequestConfig): string | undefined {
  const value = AxiosHeaders.from(config.headers).get('Authorization');
  return typeof value === 'string' ? value.replace(/^Bearer\s+/i, '') : undefined;
}

export function createApi(options: CreateApiOptions): AxiosInstance {
  const getLocale = options.getLocale ?? (() => DEFAULT_LOCALE);
  const withCredentials = options.withCredentials ?? true;
  const baseAdapter: AxiosAdapter = axios.getAdapter(options.adapter ?? axios.defaults.adapter);
  const adapter = options.cache ? withResponseCache(baseAdapter, options.cache) : baseAdapter;

  const api = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? API_TIMEOUT_MS,
    withCredentials,
    adapter,
    headers: { Accept: 'application/json' },
  });

  api.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', getLocale());
    const access = options.tokens?.getAccessToken();
    if (access) config.headers.set('Authorization', `Bearer ${access}`);
    return config;
  });

  const tokens = options.tokens;
  if (!tokens) return api;

  /** One refresh at a time: concurrent 401s wait for the same promise. */
  let refreshing: Promise<string> | null = null;

  const refresh = async (refreshToken: string): Promise<string> => {
    // A bare request, not through `api`: the refresh call never passes the 401 interceptor.
    const response = await axios.post(
      apiPaths.tokenRefresh,
      { refresh: refreshToken },
      {
        baseURL: options.baseURL,
        timeout: options.timeout ?? API_TIMEOUT_MS,
        withCredentials,
        adapter: baseAdapter,
        headers: { Accept: 'application/json', 'Accept-Language': getLocale() },
      },
    );
    const { data } = envelope(tokenRefreshedSchema).parse(response.data);
    tokens.setTokens({ access: data.access, refresh: data.refresh });
    return data.access;
  };

  api.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error)) throw error;
    const config = (error as AxiosError).config;
    if (!config || error.response?.status !== 401 || config._retried || isRefreshCall(config)) throw error;

    // Another request may have refreshed while this one was in flight: retry with the new token.
    const current = tokens.getAccessToken();
    const used = bearerOf(config);
    if (current && used && current !== used) {
      config._retried = true;
      return api.request(config);
    }

    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) throw error;

    config._retried = true;
    try {
      refreshing ??= refresh(refreshToken).finally(() => {
        refreshing = null;
      });
      await refreshing;
    } catch {
      tokens.clearTokens();
      throw error;
    }
    return api.request(config);
  });

  return api;
}

/* ---------- the browser singleton ---------- */

let apiLocale: Locale = DEFAULT_LOCALE;

/** The page's own language (`<html lang="ru-RU">` → ru); it follows client-side language switches. */
function documentLocale(): Locale | null {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.slice(0, 2);
  return (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : null;
}

/** The interface locale sent as Accept-Language where the document does not tell it (tests, no DOM). */
export function setApiLocale(locale: Locale): void {
  apiLocale = locale;
}

export function getApiLocale(): Locale {
  return documentLocale() ?? apiLocale;
}

export function browserApiBaseUrl(): string {
  return `${process.env.NEXT_PUBLIC_API_URL || DEMO_API_DEFAULT_URL}${API_BASE_PATH}`;
}

let browserApi: AxiosInstance | null = null;
let browserCache: ResponseCache | null = null;

export function getBrowserApi(): AxiosInstance {
  if (typeof window === 'undefined') {
    throw new Error('getBrowserApi() is for the browser; use serverApi(locale) on the server');
  }
  browserCache ??= createResponseCache();
  browserApi ??= createApi({
    baseURL: browserApiBaseUrl(),
    getLocale: getApiLocale,
    tokens: browserTokenStore,
    cache: browserCache,
  });
  return browserApi;
}

/** Empties the browser response cache (e.g. after sign-out). */
export function clearBrowserApiCache(): void {
  browserCache?.clear();
}
