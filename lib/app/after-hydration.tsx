'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Renders its children in the browser only, from the render that follows hydration; the server and the hydrating
 * render draw nothing. For a client component that reads the address (`useSearchParams`) on a prerendered page:
 * in a Suspense boundary instead, Next leaves the boundary for the browser to render, which React treats as a
 * recoverable error and, in production too, builds that error's component stack while the page hydrates
 * (11 ms of main-thread work per boundary unthrottled, reports/perf-analysis.md).
 */
export default function AfterHydration({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
