'use client';

import QueryProvider from '@/lib/api/query-provider';

import type { BookingOffer } from '../model/offer';
import BookingFlow from './booking-flow';

/** The booking path with its data layer (React Query, the API client and the contract): loaded after the first paint. */
export default function BookingApp({ offer, address, openedWith }: { offer: BookingOffer; address: string; openedWith: string | null }) {
  return (
    <QueryProvider>
      <BookingFlow offer={offer} address={address} openedWith={openedWith} />
    </QueryProvider>
  );
}
