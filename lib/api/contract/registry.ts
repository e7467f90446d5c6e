/**
 * Every call of the clinic API in one list, for the demo API, the cache tags, the upstream headers and docs/api.md.
 * A module apart from the contract's index: building the list touches every declaration, so code that imports one
 * call from the index (a page's browser code) would otherwise carry them all.
 */
import { isApiCall, matchPath, type CallContract, type DeclaredCall } from '../define-call';
import * as application from './application';
import * as auth from './auth';
import * as doctors from './doctors';
import * as gallery from './gallery';
import * as news from './news';
import * as pages from './pages';
import * as profile from './profile';
import * as reviews from './reviews';
// The one list of every call, so it names the calls declared in feature folders too.
// eslint-disable-next-line import/no-restricted-paths
import * as booking from '@/features/booking/api/calls';

/** Every call of the clinic API, by path (the order of docs/api.md). */
export const API_CALLS: readonly DeclaredCall[] = [application, auth, booking, doctors, gallery, news, pages, profile, reviews]
  .flatMap((module) => Object.values(module).filter(isApiCall))
  .sort((a, b) => a.contract.path.localeCompare(b.contract.path) || a.contract.method.localeCompare(b.contract.method));

/** The declarations alone (path, method, schemas …), for the docs and the demo API's tests. */
export const API_ROUTES: readonly CallContract[] = API_CALLS.map((call) => call.contract);

/** Paths without parameters come first, so a fixed path is not read as a record of the path with a parameter. */
const BY_SPECIFICITY = [...API_ROUTES].sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));

/** The declaration a path under /api/v1 (query string allowed) belongs to, with its params. */
export function routeOfPath(path: string): { route: CallContract; params: Record<string, string> } | null {
  const bare = path.split('?')[0];
  for (const route of BY_SPECIFICITY) {
    const params = matchPath(route.path, bare);
    if (params) return { route, params };
  }
  return null;
}
