'use client';

import { Suspense, lazy, useEffect } from 'react';
import { announceNavigationFailure } from '@/lib/app/navigation-events';

/** The boundary ships with every page; the screen itself loads only when an error happens. */
const ErrorScreen = lazy(() => import('@/components/layout/error-screen'));

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
