'use client';

import { useEffect } from 'react';
import { announceNavigationFailure } from '@/lib/app/navigation-events';
import ErrorScreen from '@/components/layout/error-screen';

export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // A navigation that ended here failed: the loading bar shows its error state and hides.
  useEffect(announceNavigationFailure, []);
  return (
    <main id="main" tabIndex={-1}>
      <ErrorScreen onRetry={reset} />
    </main>
  );
}
