import { describe, expect, it } from 'vitest';

import { needsNewCode, signInErrorMessage } from '@/features/auth/model/sign-in-error';
import { ApiError } from '@/lib/api/errors';

describe('sign-in error messages', () => {
  it.each([
    [new ApiError({ kind: 'validation', status: 400, code: 'invalid_code' }), 'invalidCode'],
    [new ApiError({ kind: 'validation', status: 400, code: 'code_expired' }), 'codeExpired'],
    [new ApiError({ kind: 'validation', status: 400, code: 'too_many_attempts' }), 'tooManyAttempts'],
    [new ApiError({ kind: 'validation', status: 400, code: 'validation', fields: { phone: ['bad'] } }), 'invalidPhone'],
    [new ApiError({ kind: 'unauthorized', status: 401, code: 'unauthorized' }), 'verificationExpired'],
    [new ApiError({ kind: 'rate_limited', status: 429, code: 'rate_limited' }), 'rateLimited'],
    [new ApiError({ kind: 'network' }), 'network'],
    [new ApiError({ kind: 'server', status: 500 }), 'server'],
    [new ApiError({ kind: 'contract' }), 'contract'],
    [new Error('boom'), 'server'],
  ])('maps %o to its own message', (error, key) => {
    expect(signInErrorMessage(error).key).toBe(key);
  });

  it('words the general kinds once, in ApiErrors; only the steps that ask for another action are its own', () => {
    expect(signInErrorMessage(new ApiError({ kind: 'network' }))).toEqual({ feature: false, key: 'network' });
    expect(signInErrorMessage(new ApiError({ kind: 'validation', code: 'invalid_code' }))).toEqual({ feature: true, key: 'invalidCode' });
  });

  it('carries the seconds to wait of a rate limit', () => {
    const error = new ApiError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 42 });
    expect(signInErrorMessage(error)).toEqual({ feature: false, key: 'rateLimitedRetry', values: { seconds: 42 } });
  });

  it('knows which errors spend the code', () => {
    expect(needsNewCode({ feature: true, key: 'codeExpired' })).toBe(true);
    expect(needsNewCode({ feature: true, key: 'tooManyAttempts' })).toBe(true);
    expect(needsNewCode({ feature: true, key: 'invalidCode' })).toBe(false);
  });
});
