/**
 * A declared call whose answer the browser checks with a validator generated from the contract
 * (scripts/browser-validators.ts) instead of zod: the same request, result and errors as `defineCall`, without
 * zod's 20 kB gzipped in the page. The profile's first load is made of these (features/profile/api/browser-calls.ts).
 */
import { declareCall, type ApiCall, type Endpoint } from './call';
import { contractBreach } from './errors';

/** A generated validator: whether the contract allows the whole JSON body; it removes unknown keys, as zod does. */
export type GeneratedCheck = (body: unknown) => boolean;

export function checkedCall<D, A extends unknown[], T>(endpoint: Endpoint<D, A, T>, check: GeneratedCheck | undefined): ApiCall<A, T> {
  return declareCall<D, A, T>(
    endpoint,
    check
      ? (body) => {
          if (!check(body)) throw contractBreach();
          return (body as { data: D }).data;
        }
      : undefined,
  );
}
