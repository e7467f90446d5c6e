/**
 * The server's axios instance sends its requests through this adapter: the global `fetch` (which Next patches, so
 * its data cache sees each call and the cache tags in `fetchOptions.next` reach it), called with a URL and an init
 * object, and a timeout whose timer is cleared as soon as the answer's body has been read.
 *
 * axios's own fetch adapter wraps every call in a `Request` and a composed abort signal; under Next's patched fetch
 * those were kept alive after the call, so an instance's live heap grew with every page rendered (reports/soak.md).
 */
import 'server-only';

import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** What axios's default `validateStatus` accepts. */
const isSuccess = (status: number) => status >= 200 && status < 300;

function requestUrl(config: InternalAxiosRequestConfig): string {
  const url = new URL((config.baseURL ?? '') + (config.url ?? ''));
  for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function requestHeaders(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).normalize(false).toJSON())) {
    if (value !== undefined && value !== null) headers[name] = String(value);
  }
  return headers;
}

export const fetchAdapter: AxiosAdapter = async (config) => {
  const controller = new AbortController();
  const timeout = config.timeout ?? 0;
  const timer = timeout > 0 ? setTimeout(() => controller.abort(), timeout) : undefined;
  const body = config.data === undefined || config.data === null ? undefined : (config.data as BodyInit);
  try {
    let response: Response;
    try {
      response = await fetch(requestUrl(config), {
        ...(config.fetchOptions as RequestInit | undefined),
        method: (config.method ?? 'get').toUpperCase(),
        headers: requestHeaders(config),
        body,
        signal: controller.signal,
      });
    } catch (error) {
      throw controller.signal.aborted
        ? new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ECONNABORTED, config)
        : new AxiosError(error instanceof Error ? error.message : 'Network Error', AxiosError.ERR_NETWORK, config);
    }
    let data: unknown;
    try {
      data = config.responseType === 'arraybuffer' ? await response.arrayBuffer() : await response.text();
    } catch {
      throw controller.signal.aborted
        ? new AxiosError(`timeout of ${timeout}ms exceeded`, AxiosError.ECONNABORTED, config)
        : new AxiosError('The answer broke off', AxiosError.ERR_NETWORK, config);
    }
    const answer: AxiosResponse = {
      data,
      status: response.status,
      statusText: response.statusText,
      headers: new AxiosHeaders(Object.fromEntries(response.headers)),
      config,
    };
    const validate = config.validateStatus ?? isSuccess;
    if (validate(response.status)) return answer;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      undefined,
      answer,
    );
  } finally {
    clearTimeout(timer);
  }
};
