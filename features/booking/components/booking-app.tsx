'use client';

import QueryProvider from '@/lib/api/query-provider';

import type { BookingOffer } from '../model/offer';
import BookingFlow from './booking-flow';

/** The booking path with its data layer (React Query, the API client and the contract): loaded after the first paint. */
export default function BookingApp({ offer, address }: { offer: BookingOffer; address: string }) {
  return (
    <QueryProvider>
      <BookingFlow offer={offer} address={address} />
    </QueryProvider>
  );
}
