/**
 * One declaration per call of the clinic API. `defineCall({...})` takes the call's path, method,
 * schemas, authentication, cache tags and documentation and answers the typed client function itself
 * (`getNewsItem(api, slug)`), with the declaration on it (`getNewsItem.contract`). Each feature declares its
 * calls in features/<name>/api/calls.ts. Every request names its call (`config.apiCall`), so the server's cache
 * tags and the failure logs read the declaration; the demo API's route (`mockPath`) and docs/api.md read it too,
 * so a path is written once.
 */
import type { AxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';

import './zod-setup';

import { API_BASE_PATH } from '@/lib/config';

import { envelope } from './schemas';
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

/** A file answer of a binary call. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the answer names one. */
  fileName?: string;
}

export interface Declaration<R extends z.ZodMiniType, A extends unknown[], T> extends CallContract {
  response?: R;
  /** How the client function's arguments become the request (default: none). */
  args?: (...args: A) => CallInput;
  /** What the client function answers, from the parsed `data` (default: `data` itself). */
  result?: (data: z.infer<R>, input: CallInput) => T;
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

/** The list's own fields must hold; an item that breaks the contract is left out and logged. */
function parseList(schema: z.ZodMiniType, label: string, raw: unknown): unknown {
  const list = schema as z.ZodMiniObject<{ items: z.ZodMiniArray<z.ZodMiniType> }>;
  const loose = envelope(z.extend(list, { items: z.array(z.unknown()) })).parse(raw).data as { items: unknown[] };
  const item = list.shape.items._zod.def.element;
  const items: unknown[] = [];
  loose.items.forEach((value, index) => {
    const parsed = item.safeParse(value);
    if (parsed.success) items.push(parsed.data);
    else
      console.warn(
        `[api] ${label}: item ${index} breaks the contract and is left out: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`,
      );
  });
  return { ...loose, items };
}

function parseAnswer(contract: CallContract, response: ApiResponse): unknown {
  if (contract.binary) {
    const type = String(response.headers['content-type'] ?? 'application/octet-stream');
    const file: DownloadedFile = { blob: new Blob([response.data as ArrayBuffer], { type }) };
    const fileName = fileNameFromDisposition(response.headers['content-disposition']);
    if (fileName) file.fileName = fileName;
    return file;
  }
  if (!contract.response) return response.data;
  if (contract.list) return parseList(contract.response, contract.list, response.data);
  return (envelope(contract.response).parse(response.data) as { data: unknown }).data;
}

/** Declares one call and answers its typed client function (throws only `ApiError`, see errors.ts). */
export function defineCall<R extends z.ZodMiniType = z.ZodMiniUnknown, A extends unknown[] = [], T = z.infer<R>>(
  declaration: Declaration<R, A, T>,
): ApiCall<A, T> {
  const { args, result, ...contract } = declaration;
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
      const data = parseAnswer(contract, await api.request(config)) as z.infer<R>;
      return result ? result(data, input) : (data as T);
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
