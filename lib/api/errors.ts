/**
 * Every failure of an API call, mapped once to a small set of kinds the UI can show in three
 * languages (message namespace `ApiErrors`, keys from `apiErrorMessageKey`). Reading a failure into an `ApiError`
 * needs the contract's schemas and lives apart (to-api-error.ts), so that code which only shows a failure does not
 * bring zod to the browser.
 */
import type { ApiErrorCode } from './schemas';

export type ApiErrorKind =
  'validation' | 'unauthorized' | 'forbidden' | 'not_found' | 'rate_limited' | 'conflict' | 'server' | 'network' | 'contract';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  /** The server's error code (e.g. `invalid_code`), when it sent one. */
  code?: ApiErrorCode;
  /** The server's localized message, when it sent one. */
  message?: string;
  /** Localized messages per request field (kind `validation`). */
  fields?: Record<string, string[]>;
  /** Seconds to wait (kind `rate_limited`). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: ApiErrorCode;
  readonly fields?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;
  /** The server's localized message, if any; `message` falls back to the kind. */
  readonly serverMessage?: string;

  constructor(init: ApiErrorInit) {
    super(init.message || init.kind, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.serverMessage = init.message;
  }
}

/**
 * A request that got no 2xx answer, as the browser's client (lib/api/client.ts) throws it: with the answer, or
 * without one when the network failed or the request timed out. The same shape as axios's error, which the
 * server's instance throws, so `toApiError` reads both alike.
 */
export class HttpFailure extends Error {
  readonly response?: { status: number; data: unknown; headers: Record<string, unknown> };
  /** The request that failed. */
  readonly config: { url: string };

  constructor(message: string, config: { url: string }, response?: HttpFailure['response'], cause?: unknown) {
    super(message, { cause });
    this.name = 'HttpFailure';
    this.config = config;
    this.response = response;
  }
}

/** An answer the contract does not allow, however it was checked (zod, or a validator generated from it). */
export function contractBreach(cause?: unknown): ApiError {
  return new ApiError({ kind: 'contract', message: 'The response does not match the API contract', cause });
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export function kindFromStatus(status: number): ApiErrorKind {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  return 'server';
}

/** `Retry-After` is either seconds or an HTTP date. */
export function parseRetryAfter(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Keys of the `ApiErrors` message namespace: one wording per kind of failure, in every language. */
export type ApiErrorMessageKey =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'rateLimited'
  | 'rateLimitedRetry'
  | 'conflict'
  | 'server'
  | 'network'
  | 'contract';

/** Key of the translated text in the `ApiErrors` message namespace. */
export function apiErrorMessageKey(error: Pick<ApiError, 'kind' | 'retryAfterSeconds'>): ApiErrorMessageKey {
  switch (error.kind) {
    case 'rate_limited':
      return error.retryAfterSeconds ? 'rateLimitedRetry' : 'rateLimited';
    case 'not_found':
      return 'notFound';
    default:
      return error.kind;
  }
}

/**
 * A message to show for a failure: a key of `ApiErrors` (`feature: false`), or of the feature's own
 * namespace where the feature overrides the general wording (e.g. a wrong one-time code).
 */
export type ApiErrorMessage<FeatureKey extends string = never> =
  { feature: false; key: ApiErrorMessageKey; values?: { seconds: number } } | { feature: true; key: FeatureKey; values?: undefined };

/**
 * THE mapping from any failure to a message. `override` lets a feature name its own key for the
 * failures it words differently; everything else gets the general wording of its kind.
 */
export function apiErrorMessage<FeatureKey extends string = never>(
  error: unknown,
  override?: (error: ApiError) => FeatureKey | undefined,
): ApiErrorMessage<FeatureKey> {
  const apiError = isApiError(error) ? error : new ApiError({ kind: 'server', cause: error });
  const own = override?.(apiError);
  if (own !== undefined) return { feature: true, key: own };
  const key = apiErrorMessageKey(apiError);
  return key === 'rateLimitedRetry'
    ? { feature: false, key, values: { seconds: apiError.retryAfterSeconds ?? 0 } }
    : { feature: false, key };
}
