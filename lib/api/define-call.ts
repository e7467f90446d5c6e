/**
 * One declaration per call of the clinic API. `defineCall({...})` takes the call's path, method,
 * schemas, authentication, cache tags and documentation and answers the typed client function itself
 * (`getNewsItem(api, slug)`), with the declaration on it (`getNewsItem.contract`). Each feature declares its
 * calls in features/<name>/api/calls.ts. Every request names its call (`config.apiCall`), so the server's cache
 * tags and the failure logs read the declaration; the demo API's route (`mockPath`) and docs/api.md read it too,
 * so a path is written once. The answer is checked with the zod schema of the declaration; what a call is apart
 * from its schemas is in ./call.ts.
 */
import * as z from 'zod/mini';
import { $ZodError } from 'zod/v4/core';

import './zod-setup';

import { declareCall, type ApiCall, type Endpoint } from './call';
import { contractBreach } from './errors';
import { envelope } from './schemas';

export interface Declaration<R extends z.ZodMiniType, A extends unknown[], T> extends Endpoint<z.infer<R>, A, T> {
  response?: R;
}

/** The list's own fields must hold; an item that breaks the contract is left out and logged. */
function parseList(schema: z.ZodMiniType, label: string, raw: unknown): unknown {
  const list = schema as z.ZodMiniObject<{ items: z.ZodMiniArray<z.ZodMiniType> }>;
  const loose = envelope(z.extend(list, { items: z.array(z.unknown()) })).parse(raw).data as { items: unknown[] };
  const item = list.shape.items._zod.def.element;
  const items: unknown[] = [];
  loose.items.forEach((value, index) => {
    const parsed = item.safeParse(value);
    if (parsed.success) items.push(parsed.data);
    else
      console.warn(
        `[api] ${label}: item ${index} breaks the contract and is left out: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`,
      );
  });
  return { ...loose, items };
}

/** The `data` of a success body, as the schema has it; an answer the contract does not allow is an `ApiError`. */
function parseBody(schema: z.ZodMiniType, list: string | undefined, body: unknown): unknown {
  try {
    if (list) return parseList(schema, list, body);
    return (envelope(schema).parse(body) as { data: unknown }).data;
  } catch (cause) {
    throw cause instanceof $ZodError ? contractBreach(cause) : cause;
  }
}

/** Declares one call and answers its typed client function (throws only `ApiError`, see errors.ts). */
export function defineCall<R extends z.ZodMiniType = z.ZodMiniUnknown, A extends unknown[] = [], T = z.infer<R>>(
  declaration: Declaration<R, A, T>,
): ApiCall<A, T> {
  const { response, list } = declaration;
  return declareCall<z.infer<R>, A, T>(declaration, response ? (body) => parseBody(response, list, body) as z.infer<R> : undefined);
}
