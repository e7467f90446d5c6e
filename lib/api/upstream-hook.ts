/**
 * Where the server's side adds its per-call headers and failure logs to `serverApi` instances
 * (lib/api/upstream-headers.ts registers itself from instrumentation.ts). server.ts is also in the browser's
 * module graph (queries.ts picks the instance by side), so it must not import Node modules itself.
 */
import type { AxiosInstance } from 'axios';

type Hook = (api: AxiosInstance) => AxiosInstance;

const KEY = Symbol.for('clinic-site.upstream-hook');
type WithHook = typeof globalThis & { [KEY]?: Hook };

export function registerUpstreamHook(hook: Hook): void {
  (globalThis as WithHook)[KEY] = hook;
}

export function applyUpstreamHook(api: AxiosInstance): AxiosInstance {
  const hook = (globalThis as WithHook)[KEY];
  return hook ? hook(api) : api;
}
