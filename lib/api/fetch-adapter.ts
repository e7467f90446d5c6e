/**
 * The server's axios instance sends its requests through this adapter: the global `fetch` (which Next patches, so
 * its data cache sees each call and the cache tags in `fetchOptions.next` reach it), called with a URL and an init
 * object, under a deadline that holds however Next's fetch treats the abort signal (lib/http/deadline.ts): the
 * call, its answer's body included, settles within the timeout, and the timer is cleared as soon as it has.
 */
import 'server-only';

import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

import { withDeadline } from '@/lib/http/deadline';

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

const timedOut = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/** The answer, body read, within the config's timeout (none when it is 0). */
function send(config: InternalAxiosRequestConfig): Promise<{ response: Response; data: unknown }> {
  const body = config.data === undefined || config.data === null ? undefined : (config.data as BodyInit);
  const call = async (signal?: AbortSignal) => {
    const response = await fetch(requestUrl(config), {
      ...(config.fetchOptions as RequestInit | undefined),
      method: (config.method ?? 'get').toUpperCase(),
      headers: requestHeaders(config),
      body,
      signal,
    });
    const data = config.responseType === 'arraybuffer' ? await response.arrayBuffer() : await response.text();
    return { response, data };
  };
  return config.timeout ? withDeadline(call, config.timeout) : call();
}

export const fetchAdapter: AxiosAdapter = async (config) => {
  let answered: { response: Response; data: unknown };
  try {
    answered = await send(config);
  } catch (error) {
    throw timedOut(error)
      ? new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)
      : new AxiosError(error instanceof Error ? error.message : 'Network Error', AxiosError.ERR_NETWORK, config);
  }
  const { response, data } = answered;
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
};
