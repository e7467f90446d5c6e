/**
 * Reading a list of declared calls: what the demo API's tests, docs/api.md and the contract tests ask of every
 * call. The list itself is features/api-calls.ts (shared code never imports a feature).
 */
import { isApiCall, matchPath, type CallContract, type DeclaredCall } from './call';

/** The declared calls of some modules (a feature's api/calls.ts), sorted by path (the order of docs/api.md). */
export function collectCalls(modules: readonly object[]): DeclaredCall[] {
  return modules
    .flatMap((module) => Object.values(module).filter(isApiCall))
    .sort((a, b) => a.contract.path.localeCompare(b.contract.path) || a.contract.method.localeCompare(b.contract.method));
}

/** The declaration a path under /api/v1 (query string allowed) belongs to, with its params. */
export function routeOfPath(routes: readonly CallContract[], path: string): { route: CallContract; params: Record<string, string> } | null {
  const bare = path.split('?')[0];
  // Paths without parameters come first, so a fixed path is not read as a record of the path with a parameter.
  const bySpecificity = [...routes].sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
  for (const route of bySpecificity) {
    const params = matchPath(route.path, bare);
    if (params) return { route, params };
  }
  return null;
}
