'use client';

import ErrorScreen from '@/components/layout/error-screen';

export default function LocaleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" tabIndex={-1}>
      <ErrorScreen onRetry={reset} />
    </main>
  );
}
