/**
 * Any failure of an API call read into an `ApiError`: the answer's status and its error body (checked against the
 * contract by code generated from its schema, so that reading a failure does not bring zod to the browser), a
 * timeout or a network failure. An answer the contract does not allow is already an `ApiError` (kind `contract`).
 */
import { errorBody as isErrorBody } from './error-body.generated';
import { ApiError, HttpFailure, kindFromStatus, parseRetryAfter } from './errors';
import type { ErrorBody } from './schemas';

/**
 * An `HttpFailure`, or an error of axios (the check axios's own `isAxiosError` makes, written out so that the
 * browser's code does not bring axios along for it).
 */
function isHttpFailure(error: unknown): error is Pick<HttpFailure, 'message' | 'response'> {
  return (
    error instanceof HttpFailure || (typeof error === 'object' && error !== null && 'isAxiosError' in error && error.isAxiosError === true)
  );
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHttpFailure(error)) {
    const response = error.response;
    if (!response) return new ApiError({ kind: 'network', message: error.message, cause: error });
    const status = response.status;
    const body = isErrorBody(response.data) ? (response.data as ErrorBody).error : undefined;
    const kind = kindFromStatus(status);
    return new ApiError({
      kind,
      status,
      code: body?.code,
      message: body?.message,
      fields: body?.fields,
      retryAfterSeconds: kind === 'rate_limited' ? parseRetryAfter(response.headers?.['retry-after']) : undefined,
      cause: error,
    });
  }
  return new ApiError({ kind: 'network', message: error instanceof Error ? error.message : String(error), cause: error });
}
