import { isApiError } from '@/lib/api/errors';

export type ProfileErrorKey = 'network' | 'server' | 'unauthorized' | 'notFound' | 'rateLimited';

/** Key in `Profile.errors` for a failed load or download. */
export function profileErrorKey(error: unknown): ProfileErrorKey {
  if (!isApiError(error)) return 'server';
  switch (error.kind) {
    case 'network':
      return 'network';
    case 'unauthorized':
    case 'forbidden':
      return 'unauthorized';
    case 'not_found':
      return 'notFound';
    case 'rate_limited':
      return 'rateLimited';
    default:
      return 'server';
  }
}
