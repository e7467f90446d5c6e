import { notFound } from 'next/navigation';

import { isApiError } from './errors';

/** Awaits an API call for a page; a 404 from the API becomes the page's own 404 (before anything streams). */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isApiError(error) && error.kind === 'not_found') notFound();
    throw error;
  }
}
