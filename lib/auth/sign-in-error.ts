/**
 * One translated message per way sign-in can fail (keys of `Auth.errors`). Every kind has its own
 * text: a wrong code, an expired code and too many attempts ask for different actions.
 */
import { isApiError } from '@/lib/api/errors';

export type SignInErrorKey =
  | 'invalidPhone'
  | 'invalidCode'
  | 'codeExpired'
  | 'tooManyAttempts'
  | 'verificationExpired'
  | 'rateLimited'
  | 'rateLimitedRetry'
  | 'network'
  | 'server';

export interface SignInErrorMessage {
  key: SignInErrorKey;
  values?: { seconds: number };
}

export function signInErrorMessage(error: unknown): SignInErrorMessage {
  if (!isApiError(error)) return { key: 'server' };
  switch (error.code) {
    case 'invalid_code':
      return { key: 'invalidCode' };
    case 'code_expired':
      return { key: 'codeExpired' };
    case 'too_many_attempts':
      return { key: 'tooManyAttempts' };
    default:
      break;
  }
  switch (error.kind) {
    case 'rate_limited':
      return error.retryAfterSeconds
        ? { key: 'rateLimitedRetry', values: { seconds: error.retryAfterSeconds } }
        : { key: 'rateLimited' };
    case 'validation':
      return error.fields?.code ? { key: 'invalidCode' } : { key: 'invalidPhone' };
    case 'unauthorized':
      // Only the exchange of the verification token answers 401 here: it expired or was used.
      return { key: 'verificationExpired' };
    case 'network':
      return { key: 'network' };
    default:
      return { key: 'server' };
  }
}

/** Errors after which the code the client holds is spent: the step offers a new code at once. */
export function needsNewCode(key: string): boolean {
  return key === 'codeExpired' || key === 'tooManyAttempts' || key === 'verificationExpired';
}
