/**
 * The demo API's route of a contract call: method and path come from the call's declaration
 * (features/<name>/api/calls.ts), so the demo API cannot answer on a path the site does not call.
 */
import { http, type HttpResponseResolver, type PathParams } from 'msw';

import { mockPath, type DeclaredCall } from '@/lib/api/call';

export function on(call: DeclaredCall, resolver: HttpResponseResolver<PathParams>) {
  const method = call.contract.method === 'GET' ? http.get : http.post;
  return method(mockPath(call), resolver);
}
