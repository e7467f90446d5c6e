/**
 * The middleware's own sub-requests (the crawler gate, the slug index, the not-found page of a malformed
 * path) go to this instance's internal address, never to an origin built from the request: behind a TLS
 * proxy that origin is `https://` on a plain-http port, and a forged `Host` would send them anywhere.
 * Each has a deadline, on the answer's body too where the caller reads it; the caller falls back to letting the
 * request go on. The deadline is a timer of its own (deadline.ts), not only an abort signal.
 */

import { serverEnv, type RawEnv as Env } from '@/lib/env/server';

import { withDeadline } from './deadline';

/** How long a sub-request may take before the middleware gives up on it. */
export const INTERNAL_FETCH_TIMEOUT_MS = 2000;

/** This instance as seen from inside it. */
export function internalOrigin(env?: Env): string {
  return `http://127.0.0.1:${serverEnv(env).PORT}`;
}

const requestInternal = (path: string, init: RequestInit, signal: AbortSignal) =>
  fetch(new URL(path, internalOrigin()), { ...init, signal });

/** A request to this instance with a deadline on its answer's headers; rejects on timeout like on any network error. */
export function fetchInternal(path: string, init: RequestInit = {}, timeoutMs = INTERNAL_FETCH_TIMEOUT_MS): Promise<Response> {
  return withDeadline((signal) => requestInternal(path, init, signal), timeoutMs);
}

/**
 * `fetchInternal` with the answer's body read within the same deadline, when `wanted` accepts the answer (its body
 * is cancelled otherwise, and `text` is null): an instance that sends its headers and then stalls cannot hold the
 * caller past the deadline.
 */
export function fetchInternalText(
  path: string,
  init: RequestInit = {},
  timeoutMs = INTERNAL_FETCH_TIMEOUT_MS,
  wanted: (response: Response) => boolean = (response) => response.ok,
): Promise<{ response: Response; text: string | null }> {
  return withDeadline(async (signal) => {
    const response = await requestInternal(path, init, signal);
    if (!wanted(response)) {
      await response.body?.cancel();
      return { response, text: null };
    }
    return { response, text: await response.text() };
  }, timeoutMs);
}
