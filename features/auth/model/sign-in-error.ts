/**
 * How sign-in words its failures: its own texts (`Auth.errors`) where a step asks for a different
 * action (a wrong code, an expired code, too many attempts), the general `ApiErrors` wording for the rest.
 */
import { apiErrorMessage, type ApiError, type ApiErrorMessage } from '@/lib/api/errors';

export type SignInErrorKey = 'invalidPhone' | 'incomplete' | 'invalidCode' | 'codeExpired' | 'tooManyAttempts' | 'verificationExpired';

export type SignInErrorMessage = ApiErrorMessage<SignInErrorKey>;

function signInOverride(error: ApiError): SignInErrorKey | undefined {
  switch (error.code) {
    case 'invalid_code':
      return 'invalidCode';
    case 'code_expired':
      return 'codeExpired';
    case 'too_many_attempts':
      return 'tooManyAttempts';
    default:
      break;
  }
  if (error.kind === 'validation') return error.fields?.code ? 'invalidCode' : 'invalidPhone';
  // Only the exchange of the verification token answers 401 here: it expired or was used.
  if (error.kind === 'unauthorized') return 'verificationExpired';
  return undefined;
}

export function signInErrorMessage(error: unknown): SignInErrorMessage {
  return apiErrorMessage(error, signInOverride);
}

/** Errors after which the code the client holds is spent: the step offers a new code at once. */
export function needsNewCode(message: SignInErrorMessage): boolean {
  return message.feature && ['codeExpired', 'tooManyAttempts', 'verificationExpired'].includes(message.key);
}
