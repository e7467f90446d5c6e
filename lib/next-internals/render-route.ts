/**
 * The route pattern of the page being rendered (`/[locale]/news/[slug]`), read from Next's private work store
 * (`next/dist/…/work-async-storage.external`; no public API names it during a render), for the API layer's
 * log lines. tests/next-internals/private-parts.test.ts checks the store's shape.
 */
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';

/** The route of the render under way, or 'unknown' outside one. */
export function renderRoute(): string {
  try {
    return workAsyncStorage.getStore()?.route ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
