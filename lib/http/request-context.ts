/**
 * What the server knows about the request it is answering, for the calls it makes on its behalf: a request id
 * (sent to the clinic API as `X-Request-Id` and written in every log line about the request) and the visitor's
 * address (sent as `X-Forwarded-For`). Held in AsyncLocalStorage, so the API client reads it without every
 * function in between passing it on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

import { clientAddress, trustedProxyHops, type Env } from './forwarded';

export interface RequestContext {
  requestId: string;
  /** The visitor's address as a trusted proxy saw it; null without one. */
  clientAddress: string | null;
  /** The site's route (a pattern or a fixed path: never one that holds an id). */
  route: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The trusted proxy's `X-Request-Id` (nginx's `$request_id`), so its access log and ours share one id; else a new one. */
export function requestIdOf(headers: Headers, env?: Env): string {
  const given = headers.get('x-request-id')?.trim();
  return given && trustedProxyHops(env) > 0 && REQUEST_ID.test(given) ? given : randomUUID();
}

export function contextOf(request: Request, route: string, env?: Env): RequestContext {
  return { requestId: requestIdOf(request.headers, env), clientAddress: clientAddress(request.headers, env), route };
}

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
