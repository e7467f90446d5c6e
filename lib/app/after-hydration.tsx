'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and in the render that hydrates; true from the render after it, and in any later render. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
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
