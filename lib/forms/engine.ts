/**
 * The heavy half of the form engine (zod through the resolver, axios through the API errors): it
 * loads when a visitor starts using a form, not with the page.
 */
import { apiErrorMessageKey } from '@/lib/api/errors';
import { toApiError } from '@/lib/api/to-api-error';

export { contractResolver } from './contract-resolver';

/** A failed call as a form or a list shows it: the API's field messages, or one message key of `ApiErrors`. */
export interface ApiFailure {
  fields?: Record<string, string[]>;
  messageKey: ReturnType<typeof apiErrorMessageKey>;
  retryAfterSeconds: number;
}

export function readFailure(caught: unknown): ApiFailure {
  const error = toApiError(caught);
  return {
    fields: error.kind === 'validation' && error.fields && Object.keys(error.fields).length > 0 ? error.fields : undefined,
    messageKey: apiErrorMessageKey(error),
    retryAfterSeconds: error.retryAfterSeconds ?? 0,
  };
}
