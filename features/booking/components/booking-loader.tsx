'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';

import { useInBrowser } from '@/lib/app/after-hydration';

import type { BookingOffer } from '../model/offer';

const BookingApp = lazy(() => import('./booking-app'));

/**
 * The page's first paint is the first step as plain links (they work before any script); the picker and its data
 * layer load right after, in the browser only, like the request form's contract does, so the page's first load
 * stays near the other pages'.
 */
export default function BookingLoader({ offer, address, firstStep }: { offer: BookingOffer; address: string; firstStep: ReactNode }) {
  const inBrowser = useInBrowser();
  // The address the page became interactive on: a step link followed while the picker loads moves the URL on
  // before the picker sees it, and the picker counts that step as taken here.
  const [openedWith] = useState(() => (typeof location === 'undefined' ? null : location.href));
  if (!inBrowser) return firstStep;
  return (
    <Suspense fallback={firstStep}>
      <BookingApp offer={offer} address={address} openedWith={openedWith} />
    </Suspense>
  );
}
