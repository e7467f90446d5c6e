'use client';

import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

import type { BookingOffer } from '../model/offer';

const BookingApp = lazy(() => import('./booking-app'));
const noSubscription = () => () => undefined;

/**
 * The page's first paint is the first step as plain links (they work before any script); the picker and its data
 * layer load right after, in the browser only, like the request form's contract does, so the page's first load
 * stays near the other pages'.
 */
export default function BookingLoader({ offer, address, firstStep }: { offer: BookingOffer; address: string; firstStep: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return firstStep;
  return (
    <Suspense fallback={firstStep}>
      <BookingApp offer={offer} address={address} />
    </Suspense>
  );
}
