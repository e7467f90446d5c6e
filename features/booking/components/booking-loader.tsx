'use client';

import { useTranslations } from 'next-intl';
import { createElement, Suspense, useEffect, useState, type ReactNode } from 'react';

import LoadFailedAlert from '@/components/ui/load-failed-alert';
import LoadFailure, { retryableLazy, useRetryablePart } from '@/components/ui/load-failure';
import { useInBrowser } from '@/lib/app/after-hydration';

import { loadBookingCalls } from '../client/booking-calls';
import type { BookingOffer } from '../model/offer';

const bookingApp = retryableLazy(() => import('./booking-app'));

/**
 * The page's first paint is the first step as plain links (they work before any script); the picker and its data
 * layer load right after, in the browser only, like the request form's contract does, so the page's first load
 * stays near the other pages'. When the picker's code cannot arrive, the first step stays, with a word and a way
 * to load it again.
 */
export default function BookingLoader({ offer, address, firstStep }: { offer: BookingOffer; address: string; firstStep: ReactNode }) {
  const t = useTranslations('Booking');
  const inBrowser = useInBrowser();
  // The address the page became interactive on: a step link followed while the picker loads moves the URL on
  // before the picker sees it, and the picker counts that step as taken here.
  const [openedWith] = useState(() => (typeof location === 'undefined' ? null : location.href));
  const load = useRetryablePart(bookingApp);
  // Opened on a chosen service (a service page's Book), the picker asks for free times at once: its calls load
  // beside its code rather than after it.
  useEffect(() => {
    if (new URLSearchParams(location.search).has('service')) loadBookingCalls().catch(() => undefined);
  }, []);
  if (!inBrowser) return firstStep;
  if (load.failed)
    return (
      <>
        <LoadFailedAlert
          message={t('pickerFailed')}
          retryLabel={t('retry')}
          onRetry={() => {
            load.retry();
            // The alert and its button leave; the picker appears in the page's main content.
            document.getElementById('main')?.focus();
          }}
        />
        {firstStep}
      </>
    );
  return (
    <LoadFailure key={load.attempt} onFailed={load.onFailed}>
      <Suspense fallback={firstStep}>{createElement(bookingApp.current(), { offer, address, openedWith })}</Suspense>
    </LoadFailure>
  );
}
