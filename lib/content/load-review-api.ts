import type * as ReviewApi from './review-api';

let pending: Promise<typeof ReviewApi> | null = null;

/** Loads the reviews API module once; a failed load (e.g. offline) may be tried again. */
export function loadReviewApi(): Promise<typeof ReviewApi> {
  pending ??= import('./review-api').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
