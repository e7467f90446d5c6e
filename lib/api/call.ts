/**
 * What every declared call of the clinic API is, apart from how its answer is checked: the request it makes from
 * its arguments (path, method, query, body), the binary file of a download, the typed result, and the one error
 * type it throws. Two ways check an answer against the contract, both on top of `declareCall` here:
 * `defineCall` (define-call.ts) with the contract's zod schemas, everywhere but the profile's first load; and
 * `checkedCall` (checked-call.ts) with validators generated from those schemas, so that the profile does not load
 * zod (docs/decisions/generated-validators.md). Nothing here imports zod at run time.
 */
import type { AxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';

import { API_BASE_PATH } from '@/lib/config';

import { toApiError } from './to-api-error';

export type HttpMethod = 'GET' | 'POST';

/**
 * One request as a declared call makes it: a subset of axios's request config, so the server's axios instance
 * takes it as it is, and the browser's client (lib/api/client.ts) reads the same fields.
 */
export interface ApiRequest {
  method: HttpMethod;
  /** Path under the client's base URL. */
  url: string;
  params?: Record<string, string | number | boolean | undefined>;
  data?: unknown;
  headers?: Record<string, string>;
  /** A binary answer (its bytes), instead of JSON. */
  responseType?: 'arraybuffer';
  apiCall?: { contract: CallContract; params: Record<string, string> };
}

/** The answer a client gives for a request with a 2xx status; other statuses are thrown. */
export interface ApiResponse {
  data: unknown;
  status: number;
  /** By lower-case name. */
  headers: Record<string, unknown>;
}

/** What a declared call sends its request through: the server's axios instance or the browser's client. */
export interface ApiClient {
  request(config: ApiRequest): Promise<ApiResponse>;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The declared call this request makes, with the values of its path's params. */
    apiCall?: { contract: CallContract; params: Record<string, string> };
  }
}

/** What one invocation sends: values of the path's `{param}`s, the query, the JSON body, extra headers. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The static part of a declaration: what the docs, the demo API and the cache read. */
export interface CallContract {
  name: string;
  method: HttpMethod;
  /** Path template under /api/v1, with `{param}` placeholders. */
  path: string;
  summary: string;
  auth: 'none' | 'bearer';
  /** Public content: the site may cache it. */
  public: boolean;
  query?: z.ZodMiniObject;
  /** Request headers of this call beyond the conventions (Accept-Language, Authorization). */
  headers?: Array<{ name: string; required: boolean; notes: string }>;
  body?: z.ZodMiniObject;
  /** Schema of `data` in the success body; absent for binary answers. */
  response?: z.ZodMiniType;
  successStatus: number;
  /** Content type of a binary answer. */
  binary?: string;
  errors: Array<{ status: number; when: string }>;
  /** Cache tags of what the call reads (or changes), from the path's params. */
  tags?: (params: Record<string, string>) => string[];
  /** A list answer: an item that breaks the contract is dropped and logged under this label, not the list. */
  list?: string;
}

/**
 * A call without its answer's schema: the request side and the result. A feature whose call the browser checks with
 * generated code declares it this way (features/profile/api/endpoints.ts), and both `defineCall` and `checkedCall`
 * take it. `D` is the answer's `data`, as the contract has it.
 */
export interface Endpoint<D = unknown, A extends unknown[] = [], T = D> extends Omit<CallContract, 'response'> {
  /** How the client function's arguments become the request (default: none). */
  args?: (...args: A) => CallInput;
  /** What the client function answers, from the checked `data` (default: `data` itself). */
  result?: (data: D, input: CallInput) => T;
}

/** A file answer of a binary call. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the answer names one. */
  fileName?: string;
}

export type ApiCall<A extends unknown[] = unknown[], T = unknown> = ((api: ApiClient, ...args: A) => Promise<T>) & {
  readonly contract: CallContract;
};

/** Any declared call, whatever its arguments: what the registry, the demo API and the docs read. */
export interface DeclaredCall {
  readonly contract: CallContract;
}

export function isApiCall(value: unknown): value is DeclaredCall {
  return typeof value === 'function' && 'contract' in value;
}

/** `/news/{slug}/` with `{ slug: 'a b' }` → `/news/a%20b/`. */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The demo API's (msw) route of a call: `*\/api/v1/news/:slug/`. */
export function mockPath(call: DeclaredCall | CallContract): string {
  const contract = 'contract' in call ? call.contract : call;
  return `*${API_BASE_PATH}${contract.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The params of `path` when it is an instance of `template`, else null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_, a: string, b: string) => {
    names.push(a ?? b);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}$`).exec(path);
  if (!found) return null;
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    try {
      params[name] = decodeURIComponent(found[index + 1]);
    } catch {
      params[name] = found[index + 1];
    }
  });
  return params;
}

/** Reads the file name from `Content-Disposition` (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromDisposition(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // malformed percent-encoding: use the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  return plain ? (plain[2] ?? plain[1]).trim() : undefined;
}

function downloadedFile(response: ApiResponse): DownloadedFile {
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  const file: DownloadedFile = { blob: new Blob([response.data as ArrayBuffer], { type }) };
  const fileName = fileNameFromDisposition(response.headers['content-disposition']);
  if (fileName) file.fileName = fileName;
  return file;
}

/**
 * The typed client function of a call (throws only `ApiError`, see errors.ts). `checkBody` takes the answer's whole
 * JSON body and answers its `data` as the contract has it, or throws `ApiError` of kind `contract`; a binary call
 * answers its file, and a call without a response schema its body as it came.
 */
export function declareCall<D, A extends unknown[], T>(
  endpoint: Endpoint<D, A, T> & { response?: z.ZodMiniType },
  checkBody: ((body: unknown) => D) | undefined,
): ApiCall<A, T> {
  const { args, result, ...contract } = endpoint;
  const send = async (api: ApiClient, ...values: A): Promise<T> => {
    const input = args?.(...values) ?? {};
    const config: ApiRequest = {
      method: contract.method,
      url: buildPath(contract.path, input.params),
      params: input.query,
      data: input.body,
      headers: input.headers,
      apiCall: { contract, params: Object.fromEntries(Object.entries(input.params ?? {}).map(([name, value]) => [name, String(value)])) },
    };
    if (contract.binary) config.responseType = 'arraybuffer';
    try {
      const response = await api.request(config);
      const data = (contract.binary ? downloadedFile(response) : checkBody ? checkBody(response.data) : response.data) as D;
      return result ? result(data, input) : (data as unknown as T);
    } catch (error) {
      throw toApiError(error);
    }
  };
  Object.defineProperty(send, 'name', { value: contract.name });
  return Object.assign(send, { contract });
}

/** The cache tags of a request made through a declared call (none for anything else). */
export function tagsOfRequest(config: AxiosRequestConfig): string[] {
  return config.apiCall?.contract.tags?.(config.apiCall.params) ?? [];
}

/** Tags of a content type: `['news']` for a list, `['news', 'news:<slug>']` for one record. */
export function contentTags(type: string, param?: string): (params: Record<string, string>) => string[] {
  return (params) => (param && params[param] ? [type, `${type}:${params[param]}`] : [type]);
}
