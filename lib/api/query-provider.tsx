'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { getQueryClient } from '@/lib/api/query-client';

/**
 * React Query for the parts of the site that fetch in the browser (the profile, review pages).
 * Deliberately not in the root layout: pages that fetch nothing in the browser don't ship it.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
