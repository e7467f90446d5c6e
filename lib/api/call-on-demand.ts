/**
 * A declared call whose declaration loads with its first use. A call's module carries its contract, and the
 * contract's schemas bring zod (about 21 kB gzipped) to the browser: a page that calls the API only after the
 * visitor has chosen something keeps them out of its load, and fetches them with the first call.
 */
import { reloadIfRedeployed } from '@/lib/app/chunk-reload';

import type { ApiCall, ApiClient } from './call';
import { ApiError } from './errors';

/** The declared call's client function, without its contract (which is what loads on demand). */
type OnDemand<Call> = Call extends ApiCall<infer Args, infer Result> ? (api: ApiClient, ...args: Args) => Promise<Result> : never;

/**
 * A module of declared calls, loaded (`() => import('…/api/calls')`; the browser fetches it once). A module that
 * cannot arrive fails as a network failure, which the caller shows with a way to try again; unless a newer build is
 * live, whose server no longer has the module: then the page reloads (lib/app/chunk-reload.ts) and the promise never
 * settles.
 */
export async function loadCalls<Calls>(load: () => Promise<Calls>): Promise<Calls> {
  try {
    return await load();
  } catch (cause) {
    if (await reloadIfRedeployed().catch(() => false)) return new Promise<never>(() => undefined);
    throw new ApiError({ kind: 'network', message: 'The API contract could not be loaded', cause });
  }
}

/** One call of such a module, its module loaded by its first use (`loadCalls`). */
export function callOnDemand<Calls, Name extends keyof Calls>(load: () => Promise<Calls>, name: Name): OnDemand<Calls[Name]> {
  const call = async (api: ApiClient, ...args: unknown[]) => ((await loadCalls(load))[name] as ApiCall)(api, ...args);
  return call as OnDemand<Calls[Name]>;
}
