'use client';

import { lazy, Suspense, useEffect } from 'react';

import { announceNavigationFailure } from '@/lib/app/navigation-events';

/** The boundary ships with every page; the screen itself loads only when an error happens. */
// A lazy chunk of the one module: through the shell's face it would carry the header and footer along.
// eslint-disable-next-line import/no-restricted-paths
const ErrorScreen = lazy(() => import('@/features/shell/components/error-screen'));

export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // A navigation that ended here failed: the loading bar shows its error state and hides.
  useEffect(announceNavigationFailure, []);
  return (
    <main id="main" tabIndex={-1}>
      <Suspense fallback={null}>
        <ErrorScreen onRetry={reset} />
      </Suspense>
    </main>
  );
}
