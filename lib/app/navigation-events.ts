/**
 * Client-side navigations, however they start: the one link (`components/ui/link.tsx`) and the one
 * router (`lib/i18n/navigation.ts`) announce them here before Next runs them; back/forward arrive as
 * `popstate`. The loading bar and the build watcher listen. An error boundary announces a failure.
 */

/** A listener may answer "full-load": it has sent the browser to the address itself (a new build is live). */
export type NavigationStartListener = (target: URL) => 'full-load' | void;

const startListeners = new Set<NavigationStartListener>();
const failureListeners = new Set<() => void>();

export function onNavigationStart(listener: NavigationStartListener): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

export function onNavigationFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Tells the listeners a client navigation to `href` is about to start; false when one turned it into a full load. */
export function announceNavigation(href: string): boolean {
  const target = new URL(href, window.location.href);
  let client = true;
  for (const listener of startListeners) if (listener(target) === 'full-load') client = false;
  return client;
}

export function announceNavigationFailure(): void {
  for (const listener of failureListeners) listener();
}
