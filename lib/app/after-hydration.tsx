'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;
const beforeHydration = () => null;
const inBrowser = () => true;

/**
 * A value only the browser knows and that does not change while the page is open (its time zone, the signed-in
 * client of the session hint): null on the server and in the render that hydrates, so the markup matches the
 * server's; `read()` from the render after it, and in any later render. `read` must answer the same value each call.
 */
export function useBrowserValue<T>(read: () => T): T | null {
  return useSyncExternalStore(noSubscription, read, beforeHydration);
}

/** False on the server and in the render that hydrates; true from the render after it, and in any later render. */
export function useInBrowser(): boolean {
  return useBrowserValue(inBrowser) === true;
}

/**
 * Renders its children in the browser only, from the render that follows hydration; the server and the hydrating
 * render draw nothing. For a client component that reads the address (`useSearchParams`) on a prerendered page:
 * in a Suspense boundary instead, Next leaves that boundary out of the document (`<!--$!-->`), and the browser
 * renders it as React's recovery from an error: an error made, reported and ignored on every load.
 */
export default function AfterHydration({ children }: { children: ReactNode }) {
  return useInBrowser() ? children : null;
}
