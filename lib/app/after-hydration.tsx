'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Renders its children in the browser only, from the render that follows hydration; the server and the hydrating
 * render draw nothing. For a client component that reads the address (`useSearchParams`) on a prerendered page:
 * in a Suspense boundary instead, Next leaves that boundary out of the document (`<!--$!-->`), and the browser
 * renders it as React's recovery from an error: an error made, reported and ignored on every load.
 */
export default function AfterHydration({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
